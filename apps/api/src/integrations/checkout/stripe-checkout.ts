/**
 * Stripe Checkout adapter (https://docs.stripe.com/api/checkout/sessions): POST
 * /v1/checkout/sessions (form-encoded, bearer secret key) with mode=payment, one line item with
 * inline price_data for the plan and quantity 1, customer_creation=always and
 * setup_future_usage=off_session (the customer vault: the card is kept for the monthly
 * invoices), the order as client_reference_id and metadata, success_url and cancel_url;
 * GET /v1/checkout/sessions/{id} to read its state; POST .../{id}/expire to close it.
 */
import { CheckoutUnavailable, type HostedCheckout } from './hosted-checkout.ts';

export type StripeOptions = { baseUrl: string; secretKey: string; timeoutMs?: number };

export type StripeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
};

type StripeError = { error?: { type?: string; code?: string; message?: string } };

/** Stripe's form encoding: nested keys in brackets (line_items[0][price_data][currency]). */
export const stripeForm = (params: Record<string, unknown>) => {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(`${prefix}[${i}]`, v);
    } else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(prefix ? `${prefix}[${k}]` : k, v);
    else out.append(prefix, String(value));
  };
  walk('', params);
  return out.toString();
};

export const createStripeCheckout = (opts: StripeOptions): HostedCheckout => {
  const base = opts.baseUrl.replace(/\/$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body?: string, idempotencyKey?: string) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new CheckoutUnavailable(`Stripe could not be reached: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as (StripeCheckoutSession & StripeError) | null;
    return { status: response.status, json };
  };
  const failure = (status: number, json: StripeError | null) =>
    new CheckoutUnavailable(`Stripe answered ${status}: ${json?.error?.message ?? 'no message'}`);

  return {
    kind: 'stripe',
    createSession: async (request) => {
      const body = stripeForm({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.planName, metadata: { plan_id: request.planId } },
            },
            quantity: 1,
          },
        ],
        customer_creation: 'always',
        customer_email: request.customerEmail ?? undefined,
        payment_intent_data: { setup_future_usage: 'off_session' },
        client_reference_id: String(request.orderId),
        metadata: { order_id: request.orderId, site_id: request.siteId, plan_id: request.planId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      const { status, json } = await call(
        'POST',
        '/v1/checkout/sessions',
        body,
        `subscription-order-${request.orderId}`,
      );
      if (status !== 200 || !json?.id || !json.url) throw failure(status, json);
      return { id: json.id, url: json.url };
    },
    retrieveSession: async (id) => {
      const { status, json } = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200 || !json?.id) throw failure(status, json);
      return sessionOutcome(json);
    },
    expireSession: async (id) => {
      const { status, json } = await call('POST', `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, '');
      // An already complete or expired session answers 400; nothing is left to close then.
      if (status >= 500) throw failure(status, json);
    },
  };
};

export const sessionOutcome = (session: StripeCheckoutSession) => ({
  state:
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? ('paid' as const)
      : session.status === 'expired'
        ? ('expired' as const)
        : ('open' as const),
  transactionId: session.payment_intent ?? session.id,
  customerVaultId: session.customer,
});
