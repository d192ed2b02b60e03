/**
 * PayPal adapter: Orders v2. An access token from POST /v1/oauth2/token (client credentials,
 * cached until shortly before it expires), POST /v2/checkout/orders (intent CAPTURE, the booking
 * total, custom_id and invoice_id), GET /v2/checkout/orders/{id}, POST .../capture with a
 * PayPal-Request-Id (PayPal's idempotency key), and refunds at
 * /v2/payments/captures/{id}/refund. Before capturing, the order is read back and must be the
 * booking's, for the booking's total: an order made for another booking or amount is refused.
 */
import {
  type ChargeOutcome,
  type ChargeRequest,
  callGateway,
  centsOf,
  dollars,
  GatewayUnreachable,
  type PaymentGateway,
  type RefundOutcome,
} from './gateway.ts';

export type PayPalOptions = { baseUrl: string; clientId: string; clientSecret: string; timeoutMs?: number };

type PayPalIssue = { name?: string; message?: string; details?: { issue: string; description?: string }[] };
type Capture = { id: string; status: string; amount: { value: string; currency_code: string } };
export type PayPalOrder = {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: {
    custom_id?: string;
    invoice_id?: string;
    amount?: { value: string; currency_code: string };
    payments?: { captures?: Capture[] };
  }[];
  links?: { href: string; rel: string; method: string }[];
};

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** The custom_id that ties an order to a booking. */
export const paypalCustomId = (reference: string, customerId: string | null) =>
  `${reference}:${customerId ?? '-'}`.slice(0, 127);

export const createPayPal = (opts: PayPalOptions) => {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const base = opts.baseUrl.replace(/\/$/, '');
  const cacheKey = `${base}|${opts.clientId}`;

  /** The client-credentials token; null when PayPal refuses the credentials. */
  const accessToken = async (): Promise<{ token: string; expiresAt: Date } | null> => {
    const cached = tokenCache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now() + 60_000)
      return { token: cached.token, expiresAt: new Date(cached.expiresAt) };
    const answer = await callGateway(`${base}/v1/oauth2/token`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs,
    });
    if (answer.status >= 500) throw new GatewayUnreachable(`PayPal answered ${answer.status}`);
    const json = answer.json as { access_token?: string; expires_in?: number } | null;
    if (answer.status !== 200 || !json?.access_token) return null;
    const expiresAt = Date.now() + (json.expires_in ?? 3600) * 1000;
    tokenCache.set(cacheKey, { token: json.access_token, expiresAt });
    return { token: json.access_token, expiresAt: new Date(expiresAt) };
  };

  const call = async (path: string, init: { method?: string; body?: unknown; requestId?: string }) => {
    const token = await accessToken();
    if (!token)
      return {
        status: 401,
        json: { name: 'AUTHENTICATION_FAILURE', message: 'Client Authentication failed' } as unknown,
        text: '',
      };
    return callGateway(`${base}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        authorization: `Bearer ${token.token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      timeoutMs,
    });
  };

  const issueOf = (json: unknown, status: number) => {
    const error = json as PayPalIssue | null;
    const detail = error?.details?.[0];
    return {
      code: detail?.issue ?? error?.name ?? `HTTP_${status}`,
      message: detail?.description ?? error?.message ?? `PayPal answered ${status}`,
    };
  };

  const getOrder = async (orderId: string) => {
    const answer = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' });
    if (answer.status >= 500) throw new GatewayUnreachable(`PayPal answered ${answer.status}`);
    return answer.status === 200 ? (answer.json as PayPalOrder) : null;
  };

  const completedCapture = (order: PayPalOrder) =>
    order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');

  const charge = async (request: ChargeRequest): Promise<ChargeOutcome> => {
    if (request.source.kind !== 'paypalOrder')
      return { status: 'declined', code: 'INVALID_REQUEST', message: 'PayPal takes an order id' };
    try {
      const order = await getOrder(request.source.orderId);
      if (!order) return { status: 'declined', code: 'RESOURCE_NOT_FOUND', message: 'The PayPal order was not found' };
      const unit = order.purchase_units?.[0];
      if (
        unit?.invoice_id !== request.reference ||
        !unit.amount ||
        centsOf(unit.amount.value) !== request.amountCents ||
        unit.amount.currency_code !== 'USD'
      )
        return {
          status: 'declined',
          code: 'ORDER_MISMATCH',
          message: 'The PayPal order is not for this booking and total',
        };
      const done = completedCapture(order);
      if (order.status === 'COMPLETED' && done) return { status: 'approved', transactionId: done.id };
      if (order.status !== 'APPROVED')
        return { status: 'declined', code: 'ORDER_NOT_APPROVED', message: 'The payer has not approved the order yet' };
      const answer = await call(`/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`, {
        body: {},
        requestId: request.idempotencyKey,
      });
      if (answer.status >= 500) return { status: 'unknown', message: `PayPal answered ${answer.status}` };
      if (answer.status === 200 || answer.status === 201) {
        const captured = answer.json as PayPalOrder;
        const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
        if (captured.status === 'COMPLETED' && capture?.status === 'COMPLETED')
          return { status: 'approved', transactionId: capture.id };
        if (capture?.status === 'PENDING') return { status: 'unknown', message: 'PayPal holds the capture as pending' };
        return {
          status: 'declined',
          code: capture?.status ?? captured.status,
          message: 'PayPal did not complete the capture',
        };
      }
      const issue = issueOf(answer.json, answer.status);
      return { status: 'declined', ...issue };
    } catch (error) {
      if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
      throw error;
    }
  };

  const gateway: PaymentGateway & {
    accessToken: typeof accessToken;
    createOrder: (input: {
      amountCents: number;
      reference: string;
      customerId: string | null;
      description: string;
      requestId: string;
    }) => Promise<{ id: string; status: string; approveUrl: string | null } | { error: string; code: string }>;
    getOrder: typeof getOrder;
  } = {
    name: 'paypal',
    charge,
    // The order knows whether it was captured; an approved one is captured under the same request id.
    recover: (request) => charge(request),
    refund: async (request): Promise<RefundOutcome> => {
      try {
        const answer = await call(`/v2/payments/captures/${encodeURIComponent(request.transactionId)}/refund`, {
          body: {
            amount: { value: dollars(request.amountCents), currency_code: 'USD' },
            invoice_id: `${request.reference}-R${request.idempotencyKey.slice(0, 8)}`,
            note_to_payer: `Refund of booking ${request.reference}`,
          },
          requestId: request.idempotencyKey,
        });
        if (answer.status >= 500) return { status: 'unknown', message: `PayPal answered ${answer.status}` };
        const json = answer.json as { id?: string; status?: string } | null;
        if (
          (answer.status === 200 || answer.status === 201) &&
          json?.id &&
          ['COMPLETED', 'PENDING'].includes(json.status ?? '')
        )
          return { status: 'approved', transactionId: json.id, transactionType: 'refundTransaction' };
        return { status: 'declined', ...issueOf(answer.json, answer.status) };
      } catch (error) {
        if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
        throw error;
      }
    },
    accessToken,
    createOrder: async (input) => {
      const answer = await call('/v2/checkout/orders', {
        requestId: input.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              description: input.description.slice(0, 127),
              custom_id: paypalCustomId(input.reference, input.customerId),
              invoice_id: input.reference,
              amount: { currency_code: 'USD', value: dollars(input.amountCents) },
            },
          ],
        },
      });
      if (answer.status >= 500) throw new GatewayUnreachable(`PayPal answered ${answer.status}`);
      if (answer.status !== 200 && answer.status !== 201) {
        const issue = issueOf(answer.json, answer.status);
        return { error: issue.message, code: issue.code };
      }
      const order = answer.json as PayPalOrder;
      const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      return { id: order.id, status: order.status, approveUrl: approve?.href ?? null };
    },
    getOrder,
  };
  return gateway;
};

export type PayPalGateway = ReturnType<typeof createPayPal>;
