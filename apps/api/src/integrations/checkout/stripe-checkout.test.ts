import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../../test/fakes/stripe-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CheckoutUnavailable } from './hosted-checkout.ts';
import { createStripeCheckout, stripeForm } from './stripe-checkout.ts';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.ts';

const SECRET_KEY = 'sk_test_ridedesk_0123456789';
const WEBHOOK_SECRET = 'whsec_ridedesk_test_secret';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
});
afterAll(() => stripe.close());

const request = {
  orderId: 41,
  siteId: 9,
  planId: 2,
  planName: 'Basic',
  amountCents: 4900,
  customerEmail: 'owner@acme.example',
  successUrl:
    'http://acme.localhost/admin/subscriptions/paymentsuccess?transid={CHECKOUT_SESSION_ID}&orderid=41&paymenttype=card',
  cancelUrl: 'http://acme.localhost/admin/subscriptions/paymentfailure?orderid=41',
};

describe('Stripe form encoding', () => {
  it('When parameters nest, then keys use brackets as Stripe expects', () => {
    expect(stripeForm({ a: 1, line_items: [{ price_data: { currency: 'usd' }, quantity: 1 }], skip: undefined })).toBe(
      'a=1&line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D=usd&line_items%5B0%5D%5Bquantity%5D=1',
    );
  });
});

describe('Stripe Checkout adapter', () => {
  it('When a session is created, then the plan is one line item of quantity 1 with a customer vault and both addresses', async () => {
    const checkout = createStripeCheckout({ baseUrl: stripe.baseUrl, secretKey: SECRET_KEY });
    const session = await checkout.createSession(request);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stripe.baseUrl}/c/pay/${session.id}`);

    const sent = stripe.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.headers['idempotency-key']).toBe('subscription-order-41');
    const form = new URLSearchParams(sent?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Basic',
      'line_items[0][price_data][product_data][metadata][plan_id]': '2',
      'line_items[0][quantity]': '1',
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_email: 'owner@acme.example',
      client_reference_id: '41',
      'metadata[order_id]': '41',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });

    expect(await checkout.retrieveSession(session.id)).toEqual({
      state: 'open',
      transactionId: session.id,
      customerVaultId: null,
    });
    const { session: paid, successUrl } = stripe.pay(session.id);
    expect(successUrl).toContain(`transid=${session.id}`);
    expect(await checkout.retrieveSession(session.id)).toEqual({
      state: 'paid',
      transactionId: paid.payment_intent,
      customerVaultId: paid.customer,
    });
  });

  it('When an open session is expired, then Stripe reports it expired; an unknown one answers null', async () => {
    const checkout = createStripeCheckout({ baseUrl: stripe.baseUrl, secretKey: SECRET_KEY });
    const session = await checkout.createSession({ ...request, orderId: 42 });
    await checkout.expireSession(session.id);
    expect((await checkout.retrieveSession(session.id))?.state).toBe('expired');
    await checkout.expireSession(session.id);
    expect(await checkout.retrieveSession('cs_test_missing')).toBeNull();
  });

  it('When the key is wrong or Stripe cannot be reached, then CheckoutUnavailable says why', async () => {
    const wrong = createStripeCheckout({ baseUrl: stripe.baseUrl, secretKey: 'sk_test_wrong' });
    await expect(wrong.createSession({ ...request, orderId: 43 })).rejects.toThrow(/401: Invalid API Key/);
    const down = createStripeCheckout({ baseUrl: 'http://127.0.0.1:9', secretKey: SECRET_KEY, timeoutMs: 2000 });
    await expect(down.createSession({ ...request, orderId: 44 })).rejects.toBeInstanceOf(CheckoutUnavailable);
  });
});

describe('Stripe-Signature verification', () => {
  const payload = '{"id":"evt_1","type":"checkout.session.completed"}';
  const now = 1_763_800_000;

  it('When the header is signed with the secret within the tolerance, then it verifies', () => {
    expect(
      verifyStripeSignature(payload, signStripePayload(payload, WEBHOOK_SECRET, now), WEBHOOK_SECRET, now + 10),
    ).toEqual({
      ok: true,
    });
  });

  it('When one of several v1 signatures matches (secret rotation), then it verifies; v0 is ignored', () => {
    const good = signStripePayload(payload, WEBHOOK_SECRET, now).split(',')[1];
    const header = `t=${now},v1=${'0'.repeat(64)},${good},v0=deadbeef`;
    expect(verifyStripeSignature(payload, header, WEBHOOK_SECRET, now).ok).toBe(true);
  });

  it('When the body, the secret or the time is off, or the header is missing, then it is refused with a reason', () => {
    const header = signStripePayload(payload, WEBHOOK_SECRET, now);
    expect(verifyStripeSignature(`${payload} `, header, WEBHOOK_SECRET, now)).toEqual({
      ok: false,
      reason: 'The signature does not match the payload',
    });
    expect(verifyStripeSignature(payload, header, 'whsec_other', now).ok).toBe(false);
    expect(verifyStripeSignature(payload, header, WEBHOOK_SECRET, now + 301)).toEqual({
      ok: false,
      reason: 'The signed timestamp is outside the tolerance',
    });
    expect(verifyStripeSignature(payload, undefined, WEBHOOK_SECRET, now).ok).toBe(false);
    expect(verifyStripeSignature(payload, `v1=${'a'.repeat(64)}`, WEBHOOK_SECRET, now).ok).toBe(false);
    expect(verifyStripeSignature(payload, `t=${now}`, WEBHOOK_SECRET, now).ok).toBe(false);
  });
});

describe('the chooser paying through Stripe Checkout (app wired with STRIPE_SECRET_KEY)', () => {
  let t: TestApp;
  let stripeApp: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripeApp = await startFakeStripe({ secretKey: SECRET_KEY });
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_BASE_URL: stripeApp.baseUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApp.close();
  });

  const planId = async (name: string) =>
    ((await t.app.inject({ url: '/api/subscriptionPlan/get' })).json().results as { id: number; name: string }[]).find(
      (p) => p.name === name,
    )?.id;

  /** A provider's order of a plan by name, paid on Stripe: answers the order id and the checkout address. */
  const orderPlan = async (token: string, plan: string) => {
    const res = await t.send(
      'POST',
      `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?subscriptionPlanId=${await planId(plan)}`,
      token,
    );
    return res.json().results[0];
  };

  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });

  it('When a provider chooses a plan, then the answer sends it to Stripe with the success and cancel addresses of its host', async () => {
    const token = (await t.signIn('provider3')).access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?subscriptionPlanId=${await planId('Standard')}`,
      headers: { ...t.bearer(token), host: 'lonestarcars.localhost:4102' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().results[0];
    expect(created.checkoutUrl).toMatch(new RegExp(`^${stripeApp.baseUrl}/c/pay/cs_test_`));
    const form = new URLSearchParams(stripeApp.requests.at(-1)?.body);
    expect(form.get('success_url')).toBe(
      `http://lonestarcars.localhost:4102/admin/subscriptions/paymentsuccess?transid={CHECKOUT_SESSION_ID}&orderid=${created.orderId}&paymenttype=card`,
    );
    expect(form.get('cancel_url')).toBe(
      `http://lonestarcars.localhost:4102/admin/subscriptions/paymentfailure?orderid=${created.orderId}`,
    );
    expect(form.get('customer_email')).toBe('book@lonestarcars.example');
  });

  it('When Stripe posts a signed checkout.session.completed, then the order is paid and the provider Approved', async () => {
    const registered = await t.signIn('provider2');
    const { orderId, checkoutUrl } = await orderPlan(registered.access_token, 'Premium');
    const sessionId = checkoutUrl.split('/').at(-1);
    stripeApp.pay(sessionId);
    const event = stripeApp.webhook('checkout.session.completed', sessionId, WEBHOOK_SECRET);

    const forged = await webhook(
      event.payload,
      signStripePayload(event.payload, 'whsec_forged', Math.floor(Date.now() / 1000)),
    );
    expect(forged.statusCode).toBe(400);
    expect((await webhook(event.payload)).statusCode).toBe(400);
    const tampered = await webhook(event.payload.replace('"paid"', '"unpaid"'), event.signature);
    expect(tampered.statusCode).toBe(400);

    const ok = await webhook(event.payload, event.signature);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, handled: true });
    const again = await webhook(event.payload, event.signature);
    expect(again.statusCode).toBe(200);

    const status = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus?userName=provider2',
      headers: t.bearer(registered.access_token),
    });
    expect(status.json().results[0]).toMatchObject({
      order_id: orderId,
      transaction_status: 'success',
      subscription_status: 'Approved',
      order: { status: 'Paid' },
    });
    expect(status.json().results[0].order.customerVaultId).toMatch(/^cus_/);
    expect(status.json().results[0].order.transactionId).toMatch(/^pi_/);
  });

  it('When the webhook is late, then the success page status reads the session from Stripe and pays the order', async () => {
    const token = (await t.signIn('provider')).access_token;
    const { orderId, checkoutUrl } = await orderPlan(token, 'Premium');
    stripeApp.pay(checkoutUrl.split('/').at(-1));
    const status = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus?userName=provider',
      headers: t.bearer(token),
    });
    expect(status.json().results[0]).toMatchObject({ order_id: orderId, transaction_status: 'success' });
  });

  it('When the payer cancels on Stripe, then the order is cancelled and its session expired', async () => {
    const token = (await t.signIn('provider3')).access_token;
    const { orderId, checkoutUrl } = await orderPlan(token, 'Basic');
    const cancel = await t.send(
      'POST',
      `/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder?orderId=${orderId}`,
      token,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().results[0]).toMatchObject({ transaction_status: 'failure' });
    expect(stripeApp.sessions.get(checkoutUrl.split('/').at(-1))?.status).toBe('expired');
  });
});
