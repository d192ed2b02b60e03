/**
 * A local server answering as Stripe's Checkout Sessions API does (tests only): the documented
 * request shape (form-encoded, bearer secret key, Idempotency-Key), the session object, the
 * error object ({ error: { type, code, message, param } }), and the signed webhook event
 * (`checkout.session.completed`) Stripe sends when the payer completes the hosted page.
 */
import { randomBytes } from 'node:crypto';
import type { StripeCheckoutSession } from '../../src/integrations/checkout/stripe-checkout.ts';
import { signStripePayload } from '../../src/integrations/checkout/stripe-signature.ts';
import { startVendorServer } from './vendor-server.ts';

type Session = StripeCheckoutSession & Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const error = (status: number, body: { type: string; code?: string; message: string; param?: string }) => ({
  status,
  body: { error: body },
});

export const startFakeStripe = async (opts: { secretKey: string }) => {
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, { body: string; reply: { status: number; body: unknown } }>();
  let baseUrl = '';

  const server = await startVendorServer((request) => {
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${opts.secretKey}`)
      return error(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****`,
      });
    const url = new URL(request.path, 'http://stripe.local');
    const form = new URLSearchParams(request.body);

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string') {
        const seen = idempotent.get(key);
        if (seen && seen.body !== request.body)
          return error(400, {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          });
        if (seen) return seen.reply;
      }
      for (const param of [
        'mode',
        'success_url',
        'line_items[0][quantity]',
        'line_items[0][price_data][currency]',
        'line_items[0][price_data][unit_amount]',
        'line_items[0][price_data][product_data][name]',
      ])
        if (!form.get(param))
          return error(400, {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param,
            message: `Missing required param: ${param}.`,
          });
      const sessionId = id('cs_test');
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        url: `${baseUrl}/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        customer: null,
        client_reference_id: form.get('client_reference_id'),
        metadata,
        mode: form.get('mode'),
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
        currency: form.get('line_items[0][price_data][currency]'),
        customer_creation: form.get('customer_creation'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        livemode: false,
      };
      sessions.set(sessionId, session);
      const reply = { status: 200, body: session };
      if (typeof key === 'string') idempotent.set(key, { body: request.body, reply });
      return reply;
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const sessionId = decodeURIComponent((expire ?? one)?.[1] ?? '');
    const session = sessions.get(sessionId);
    if ((expire || one) && !session)
      return error(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: `No such checkout.session: '${sessionId}'`,
      });
    if (request.method === 'GET' && one && session) return { status: 200, body: session };
    if (request.method === 'POST' && expire && session) {
      if (session.status !== 'open')
        return error(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        });
      session.status = 'expired';
      session.url = null;
      return { status: 200, body: session };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    });
  });
  baseUrl = server.baseUrl;

  /** What Stripe does when the payer completes the hosted page: the session is paid, a customer kept. */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = id('cus');
    session.payment_intent = id('pi');
    session.url = null;
    return {
      session,
      successUrl: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
    };
  };

  /** The event Stripe posts to the webhook endpoint, with its Stripe-Signature header. */
  const webhook = (
    type: 'checkout.session.completed' | 'checkout.session.expired',
    sessionId: string,
    secret: string,
    timestamp = Math.floor(Date.now() / 1000),
  ) => {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: timestamp,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: sessions.get(sessionId) },
    };
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: signStripePayload(payload, secret, timestamp) };
  };

  return { ...server, sessions, pay, webhook };
};
