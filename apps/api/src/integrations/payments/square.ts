/**
 * Square adapter: the Payments API (POST /v2/payments with source_id, idempotency_key,
 * amount_money in cents USD, location_id), Refunds (POST /v2/refunds), Locations, and the OAuth
 * code exchange and refresh (POST /oauth2/token). Square keeps each idempotency key's answer,
 * so repeating an attempt with its own key and body never charges twice: that is how an attempt
 * whose answer was lost is recovered.
 */
import {
  type ChargeOutcome,
  type ChargeRequest,
  callGateway,
  GatewayUnreachable,
  type PaymentGateway,
  type RefundOutcome,
} from './gateway.ts';

export const SQUARE_VERSION = '2025-01-23';

export type SquareOptions = { baseUrl: string; accessToken: string; locationId: string; timeoutMs?: number };

type SquareError = { category: string; code: string; detail?: string };
type SquarePayment = {
  id: string;
  status: 'APPROVED' | 'PENDING' | 'COMPLETED' | 'CANCELED' | 'FAILED';
  amount_money: { amount: number; currency: string };
  card_details?: { status?: string; card?: { card_brand?: string; last_4?: string } };
};

const base = (url: string) => url.replace(/\/$/, '');

const declinedOf = (errors: SquareError[] | undefined, fallback: string): ChargeOutcome => {
  const error = errors?.[0];
  return { status: 'declined', code: error?.code ?? fallback, message: error?.detail ?? fallback };
};

export type SquareTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  merchantId: string | null;
};

/** The OAuth calls, which need the application's id and secret rather than a merchant's token. */
export const createSquareOAuth = (opts: { baseUrl: string; timeoutMs?: number }) => {
  const token = async (body: Record<string, string>): Promise<SquareTokens | { error: string }> => {
    const answer = await callGateway(`${base(opts.baseUrl)}/oauth2/token`, {
      headers: { 'content-type': 'application/json', 'square-version': SQUARE_VERSION },
      body: JSON.stringify(body),
      timeoutMs: opts.timeoutMs ?? 30_000,
    });
    if (answer.status >= 500) throw new GatewayUnreachable(`Square answered ${answer.status}`);
    const json = answer.json as {
      access_token?: string;
      refresh_token?: string;
      expires_at?: string;
      merchant_id?: string;
      errors?: SquareError[];
      message?: string;
    } | null;
    if (answer.status !== 200 || !json?.access_token)
      return { error: json?.errors?.[0]?.detail ?? json?.message ?? `Square answered ${answer.status}` };
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token ?? null,
      expiresAt: json.expires_at ? new Date(json.expires_at) : null,
      merchantId: json.merchant_id ?? null,
    };
  };
  return {
    exchangeCode: (input: { clientId: string; clientSecret: string; code: string; redirectUri?: string }) =>
      token({
        client_id: input.clientId,
        client_secret: input.clientSecret,
        code: input.code,
        grant_type: 'authorization_code',
        ...(input.redirectUri ? { redirect_uri: input.redirectUri } : {}),
      }),
    refresh: (input: { clientId: string; clientSecret: string; refreshToken: string }) =>
      token({
        client_id: input.clientId,
        client_secret: input.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: input.refreshToken,
      }),
  };
};

export const createSquare = (opts: SquareOptions) => {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const headers = {
    authorization: `Bearer ${opts.accessToken}`,
    'content-type': 'application/json',
    'square-version': SQUARE_VERSION,
  };
  const call = (path: string, body?: unknown) =>
    callGateway(`${base(opts.baseUrl)}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });

  const charge = async (request: ChargeRequest): Promise<ChargeOutcome> => {
    if (request.source.kind !== 'sourceId')
      return { status: 'declined', code: 'BAD_REQUEST', message: 'Square takes a source id' };
    try {
      const answer = await call('/v2/payments', {
        source_id: request.source.sourceId,
        idempotency_key: request.idempotencyKey,
        amount_money: { amount: request.amountCents, currency: 'USD' },
        location_id: opts.locationId,
        reference_id: request.reference.slice(0, 40),
        note: `${request.description} (customer ${request.customerId ?? '-'})`.slice(0, 500),
        ...(request.customerEmail ? { buyer_email_address: request.customerEmail } : {}),
        autocomplete: true,
      });
      if (answer.status >= 500) return { status: 'unknown', message: `Square answered ${answer.status}` };
      const json = answer.json as { payment?: SquarePayment; errors?: SquareError[] } | null;
      const payment = json?.payment;
      if (answer.status === 200 && payment && (payment.status === 'COMPLETED' || payment.status === 'APPROVED'))
        return {
          status: 'approved',
          transactionId: payment.id,
          accountNumber: payment.card_details?.card?.last_4 ? `XXXX${payment.card_details.card.last_4}` : undefined,
          cardBrand: payment.card_details?.card?.card_brand,
        };
      if (payment?.status === 'PENDING') return { status: 'unknown', message: 'Square holds the payment as pending' };
      return declinedOf(json?.errors, `Square answered ${answer.status}`);
    } catch (error) {
      if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
      throw error;
    }
  };

  const gateway: PaymentGateway & { locationExists: () => Promise<boolean> } = {
    name: 'square',
    charge,
    // The same key and body again: Square answers the first payment, or takes it now.
    recover: (request) => charge(request),
    refund: async (request): Promise<RefundOutcome> => {
      try {
        const answer = await call('/v2/refunds', {
          idempotency_key: request.idempotencyKey,
          payment_id: request.transactionId,
          amount_money: { amount: request.amountCents, currency: 'USD' },
          reason: `Refund of booking ${request.reference}`,
        });
        if (answer.status >= 500) return { status: 'unknown', message: `Square answered ${answer.status}` };
        const json = answer.json as { refund?: { id: string; status: string }; errors?: SquareError[] } | null;
        if (answer.status === 200 && json?.refund && ['PENDING', 'COMPLETED'].includes(json.refund.status))
          return { status: 'approved', transactionId: json.refund.id, transactionType: 'refundTransaction' };
        const error = json?.errors?.[0];
        return {
          status: 'declined',
          code: error?.code ?? json?.refund?.status ?? 'REFUND_FAILED',
          message: error?.detail ?? 'Square refused the refund',
        };
      } catch (error) {
        if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message };
        throw error;
      }
    },
    /** GET /v2/locations/{id}: whether the token reaches that location. */
    locationExists: async () => {
      const answer = await call(`/v2/locations/${encodeURIComponent(opts.locationId)}`);
      return answer.status === 200 && Boolean((answer.json as { location?: { id: string } })?.location?.id);
    },
  };
  return gateway;
};
