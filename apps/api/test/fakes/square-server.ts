/**
 * A local server answering as Square's API does (tests only): POST /v2/payments and
 * POST /v2/refunds with Square's idempotency (the same key and body answer the first result;
 * the same key with another body is IDEMPOTENCY_KEY_REUSED), GET /v2/locations/{id}, and the
 * OAuth token endpoint (authorization_code and refresh_token grants). Card nonces follow
 * Square's sandbox: 'cnon:card-nonce-ok' pays, 'cnon:card-nonce-declined' is GENERIC_DECLINE.
 */
import { type Recorded, type Reply, startVendorServer } from './vendor-server.ts';

export const SQUARE_TEST = {
  accessToken: 'EAAAEtest-access-token',
  locationId: 'L88917AVBK2S5',
  clientId: 'sandbox-sq0idb-testapp',
  clientSecret: 'sandbox-sq0csb-testsecret',
  code: 'sq0cgb-test-authorization-code',
};

type Payment = { id: string; amount: number; status: string; refunded: number; referenceId: string };

export const startSquareTestServer = async () => {
  const payments: Payment[] = [];
  const refunds: { id: string; paymentId: string; amount: number }[] = [];
  const idempotency = new Map<string, { body: string; reply: Reply }>();
  let tokens = { access: SQUARE_TEST.accessToken, refresh: 'EQAAErefresh-token' };
  let n = 0;

  const unauthorized: Reply = {
    status: 401,
    body: {
      errors: [
        { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
      ],
    },
  };
  const now = () => new Date().toISOString();

  const createPayment = (b: Record<string, unknown>): Reply => {
    const money = b.amount_money as { amount: number; currency: string };
    if (!b.source_id || !b.idempotency_key || !money || !(money.amount > 0))
      return {
        status: 400,
        body: {
          errors: [
            {
              category: 'INVALID_REQUEST_ERROR',
              code: 'MISSING_REQUIRED_PARAMETER',
              detail: 'Missing required parameter.',
              field: 'source_id',
            },
          ],
        },
      };
    if (b.source_id === 'cnon:card-nonce-declined')
      return {
        status: 400,
        body: {
          errors: [
            {
              category: 'PAYMENT_METHOD_ERROR',
              code: 'GENERIC_DECLINE',
              detail: "Authorization error: 'GENERIC_DECLINE'",
            },
          ],
          payment: { id: `dcl${++n}`, status: 'FAILED', amount_money: money, card_details: { status: 'FAILED' } },
        },
      };
    if (b.source_id !== 'cnon:card-nonce-ok' && !String(b.source_id).startsWith('cnon:'))
      return {
        status: 400,
        body: {
          errors: [
            {
              category: 'INVALID_REQUEST_ERROR',
              code: 'CARD_TOKEN_USED',
              detail: 'Card nonce already used; please request new nonce.',
            },
          ],
        },
      };
    const payment: Payment = {
      id: `R2B3Z8WMVt3EAmzYWLZvz7Y69E${++n}`,
      amount: money.amount,
      status: 'COMPLETED',
      refunded: 0,
      referenceId: String(b.reference_id ?? ''),
    };
    payments.push(payment);
    return {
      status: 200,
      body: {
        payment: {
          id: payment.id,
          created_at: now(),
          updated_at: now(),
          amount_money: money,
          total_money: money,
          approved_money: money,
          status: 'COMPLETED',
          delay_duration: 'PT168H',
          source_type: 'CARD',
          card_details: {
            status: 'CAPTURED',
            card: {
              card_brand: 'VISA',
              last_4: '1111',
              exp_month: 11,
              exp_year: 2030,
              fingerprint: 'sq-1-test',
              card_type: 'CREDIT',
              prepaid_type: 'NOT_PREPAID',
              bin: '411111',
            },
            entry_method: 'KEYED',
            cvv_status: 'CVV_ACCEPTED',
            avs_status: 'AVS_ACCEPTED',
            statement_description: 'SQ *RIDEDESK',
          },
          location_id: b.location_id,
          order_id: `ord${n}`,
          reference_id: b.reference_id,
          note: b.note,
          receipt_number: payment.id.slice(0, 4),
          receipt_url: `https://squareupsandbox.com/receipt/preview/${payment.id}`,
          version_token: 'v1',
        },
      },
    };
  };

  const createRefund = (b: Record<string, unknown>): Reply => {
    const payment = payments.find((p) => p.id === b.payment_id);
    const money = b.amount_money as { amount: number; currency: string };
    if (!payment)
      return {
        status: 404,
        body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Payment not found.' }] },
      };
    if (payment.refunded + money.amount > payment.amount)
      return {
        status: 400,
        body: {
          errors: [
            {
              category: 'REFUND_ERROR',
              code: 'REFUND_AMOUNT_INVALID',
              detail: 'The requested refund amount exceeds the amount available to refund.',
            },
          ],
        },
      };
    payment.refunded += money.amount;
    const refund = { id: `${payment.id}_refund${++n}`, paymentId: payment.id, amount: money.amount };
    refunds.push(refund);
    return {
      status: 200,
      body: {
        refund: {
          id: refund.id,
          status: 'PENDING',
          amount_money: money,
          payment_id: payment.id,
          location_id: SQUARE_TEST.locationId,
          created_at: now(),
          updated_at: now(),
        },
      },
    };
  };

  const route = (r: Recorded): Reply => {
    const body = r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
    if (r.path === '/oauth2/token' && r.method === 'POST') {
      if (body.client_id !== SQUARE_TEST.clientId || body.client_secret !== SQUARE_TEST.clientSecret)
        return { status: 401, body: { message: 'Not Authorized', type: 'service.not_authorized' } };
      const valid =
        (body.grant_type === 'authorization_code' && body.code === SQUARE_TEST.code) ||
        (body.grant_type === 'refresh_token' && body.refresh_token === tokens.refresh);
      if (!valid) return { status: 401, body: { message: 'Not Authorized', type: 'service.not_authorized' } };
      tokens = { access: `EAAAEissued-${++n}`, refresh: tokens.refresh };
      return {
        status: 200,
        body: {
          access_token: tokens.access,
          token_type: 'bearer',
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
          merchant_id: 'MLQW1JQ4B5HVC',
          refresh_token: tokens.refresh,
          short_lived: false,
        },
      };
    }
    const token = String(r.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token !== SQUARE_TEST.accessToken && token !== tokens.access) return unauthorized;
    if (r.method === 'GET' && r.path.startsWith('/v2/locations/')) {
      const id = decodeURIComponent(r.path.split('/').pop() ?? '');
      if (id !== SQUARE_TEST.locationId)
        return {
          status: 404,
          body: {
            errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Location ${id} not found.` }],
          },
        };
      return {
        status: 200,
        body: { location: { id, name: 'City Limo', status: 'ACTIVE', currency: 'USD', country: 'US' } },
      };
    }
    if (r.method === 'POST' && (r.path === '/v2/payments' || r.path === '/v2/refunds')) {
      const key = `${r.path}:${String(body.idempotency_key)}`;
      const seen = idempotency.get(key);
      if (seen)
        return seen.body === r.body
          ? seen.reply
          : {
              status: 400,
              body: {
                errors: [
                  {
                    category: 'INVALID_REQUEST_ERROR',
                    code: 'IDEMPOTENCY_KEY_REUSED',
                    detail: 'The idempotency key was used with another request.',
                  },
                ],
              },
            };
      const reply = r.path === '/v2/payments' ? createPayment(body) : createRefund(body);
      idempotency.set(key, { body: r.body, reply });
      return reply;
    }
    return {
      status: 404,
      body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Not found' }] },
    };
  };

  const server = await startVendorServer(route);
  return {
    ...server,
    payments,
    refunds,
    /** Completed payments of a booking reference. */
    paymentsOf: (referenceId: string) => payments.filter((p) => p.referenceId === referenceId),
  };
};

export type SquareTestServer = Awaited<ReturnType<typeof startSquareTestServer>>;
