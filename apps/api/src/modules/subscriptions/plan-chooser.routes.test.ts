import { describe, expect, it } from 'vitest';
import {
  newProvider,
  order,
  type Plan,
  pay,
  planNamed,
  plans,
  sessionIdOf,
  startSubscriptionsApp,
  statusOf,
  t,
  tokens,
} from '../../../test/suites/subscriptions-suite.ts';
import { currentPlanOfSite } from './subscriptions.service.ts';

startSubscriptionsApp();

describe('the plan chooser: trial', () => {
  it('When a new provider takes the trial, then it runs a month, the status is Trial and the trial cannot be taken again', async () => {
    const p = await newProvider();
    expect(p.user.paymentStatus).toBe('Subscription Pending');
    const before = await statusOf(p.token, p.userName);
    expect(before).toMatchObject({
      is_TrailOffer_Used: false,
      order_id: 0,
      transaction_status: null,
      currentPlan: null,
    });

    const trial = (await plans(p.token)).find((x) => x.isTrial) as Plan;
    const res = await order(p.token, `subscriptionPlanId=${trial.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      status: 'Trial',
      redirectUrl: '/admin/dashboard',
      checkoutUrl: null,
    });

    const after = await statusOf(p.token, p.userName);
    expect(after).toMatchObject({
      subscription_status: 'Trial',
      transaction_status: 'success',
      is_TrailOffer_Used: true,
      subscription_name: trial.name,
      currentPlan: { status: 'Trial', isTrial: true },
    });
    const days = (Date.parse(after.currentPlan.periodEnd) - Date.parse(after.currentPlan.periodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await t.signIn(p.userName, 'admin-portal', 'a-less-common-phrase')).user.paymentStatus).toBe('Trial');

    const again = await order(p.token, `subscriptionPlanId=${trial.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The one month trial has already been used. Please choose a plan.');
  });

  it('When a provider named a plan at registration, then the status answers it until a plan is chosen', async () => {
    const standard = await planNamed('Standard');
    const p = await newProvider('Named Plan Cars', standard.id);
    expect(await statusOf(p.token, p.userName)).toMatchObject({
      subscription_plan_id: standard.id,
      currentPlan: null,
      order_id: 0,
    });
  });

  it("When the plan or payment mode is missing or wrong, then the spec's messages answer 400", async () => {
    const none = await order(tokens.provider, '');
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Please choose the subscription!!');
    const unknown = await order(tokens.provider, 'subscriptionPlanId=99999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose the subscription!!');
    const basic = await planNamed('Basic');
    const mode = await order(tokens.provider, `subscriptionPlanId=${basic.id}&paymentType=Cheque`);
    expect(mode.statusCode).toBe(400);
    expect(mode.body).toContain('Please choose the Payment mode!!');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    const mismatch = await order(tokens.provider, `subscriptionPlanId=${trial.id}&paymentType=Credit%20Card`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Please choose the Payment mode!!');
  });

  it('When nobody is signed in, a standard user or a traveller orders, then 401 and 403', async () => {
    const basic = await planNamed('Basic');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?subscriptionPlanId=${basic.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await order(tokens.dispatcher, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
    expect((await order(tokens.customer, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
    expect((await order(tokens.superadmin, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
  });

  it('When a site already pays, then the trial is refused', async () => {
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    const res = await order(tokens.provider2, `subscriptionPlanId=${trial.id}`);
    expect(res.statusCode).toBe(422);
  });
});

describe('the plan chooser: card through the sandbox checkout', () => {
  it('When a new provider pays Basic with a test card, then the order is paid, the site Approved and the plan in force', async () => {
    const p = await newProvider('Card Cars');
    const basic = await planNamed('Basic');
    const res = await order(p.token, `subscriptionPlanId=${basic.id}&orderId=0&paymentType=Credit%20Card`, p.host);
    expect(res.statusCode).toBe(200);
    const created = res.json().results[0];
    expect(created).toMatchObject({ status: 'Pending', paymentType: 'Credit Card' });
    expect(created.checkoutUrl).toMatch(/^\/admin\/subscriptions\/checkout\/cs_sandbox_[0-9a-f]+$/);

    const pending = await statusOf(p.token, p.userName);
    expect(pending).toMatchObject({
      transaction_status: 'pending',
      order_id: created.orderId,
      currentPlan: { status: 'Pending', planName: 'Basic' },
    });
    expect(pending.order.checkoutUrl).toBe(created.checkoutUrl);
    expect((await currentPlanOfSite(t.db, p.siteId, new Date()))?.status).toBe('Pending');

    const sessionId = sessionIdOf(created.checkoutUrl);
    const session = await t.app.inject({ url: `/api/subscriptions/checkout/${sessionId}`, headers: t.bearer(p.token) });
    expect(session.statusCode).toBe(200);
    expect(session.json().results[0]).toMatchObject({ planName: 'Basic', amount: 49, quantity: 1, status: 'Pending' });

    // Giving the order back while it waits reopens the same checkout.
    const resumed = await order(p.token, `subscriptionPlanId=${basic.id}&orderId=${created.orderId}`);
    expect(resumed.json().results[0]).toMatchObject({ orderId: created.orderId, checkoutUrl: created.checkoutUrl });

    const declined = await pay(p.token, sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('This transaction has been declined.');
    const invalid = await pay(p.token, sessionId, '1234 5678 9012 3456');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter a valid card number');

    const paid = await pay(p.token, sessionId);
    expect(paid.statusCode).toBe(200);
    const redirect = new URL(paid.json().results[0].redirectUrl, 'http://x');
    expect(redirect.pathname).toBe('/admin/subscriptions/paymentsuccess');
    expect(redirect.searchParams.get('orderid')).toBe(String(created.orderId));
    expect(redirect.searchParams.get('paymenttype')).toBe('card');
    expect(redirect.searchParams.get('transid')).toMatch(/^sandbox_txn_/);
    expect(redirect.searchParams.get('customervaultid')).toMatch(/^sandbox_vault_/);

    const approve = await t.send(
      'POST',
      '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved',
      p.token,
    );
    expect(approve.statusCode).toBe(200);
    expect(approve.json().results[0]).toMatchObject({
      subscription_status: 'Approved',
      transaction_status: 'success',
      currentPlan: { planName: 'Basic', status: 'Active' },
    });
    expect((await t.signIn(p.userName, 'admin-portal', 'a-less-common-phrase')).user.paymentStatus).toBe('Approved');

    const twice = await pay(p.token, sessionId);
    expect(twice.statusCode).toBe(422);
  });

  it("When another provider opens someone's checkout, then 404", async () => {
    const p = await newProvider('Private Cars');
    const basic = await planNamed('Basic');
    const created = (await order(p.token, `subscriptionPlanId=${basic.id}`)).json().results[0];
    const sessionId = sessionIdOf(created.checkoutUrl);
    const peek = await t.app.inject({
      url: `/api/subscriptions/checkout/${sessionId}`,
      headers: t.bearer(tokens.provider),
    });
    expect(peek.statusCode).toBe(404);
    expect((await pay(tokens.provider, sessionId)).statusCode).toBe(404);
    const cancel = await t.send(
      'POST',
      `/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder?orderId=${created.orderId}`,
      tokens.provider,
    );
    expect(cancel.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/subscriptions/checkout/${sessionId}` })).statusCode).toBe(401);
  });

  it('When the payer cancels the checkout, then the status is failure and a new choice can be paid', async () => {
    const p = await newProvider('Retry Cars');
    const standard = await planNamed('Standard');
    const first = (await order(p.token, `subscriptionPlanId=${standard.id}`)).json().results[0];
    const cancel = await t.send(
      'POST',
      `/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder?orderId=${first.orderId}`,
      p.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().results[0]).toMatchObject({
      transaction_status: 'failure',
      subscription_status: 'Subscription Pending',
      order: { status: 'Cancelled' },
    });
    expect((await pay(p.token, sessionIdOf(first.checkoutUrl))).statusCode).toBe(422);

    const second = (await order(p.token, `subscriptionPlanId=${standard.id}&orderId=0`)).json().results[0];
    expect(second.orderId).not.toBe(first.orderId);
    expect((await pay(p.token, sessionIdOf(second.checkoutUrl))).statusCode).toBe(200);
    expect(await statusOf(p.token, p.userName)).toMatchObject({
      subscription_status: 'Approved',
      currentPlan: { planName: 'Standard', status: 'Active' },
    });
  });
});

describe('api/site/ChangeServiceProviderRegistrationStatus', () => {
  it('When a provider has not paid, then it cannot approve itself (422)', async () => {
    const p = await newProvider('Unpaid Cars');
    const res = await t.send(
      'POST',
      '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved',
      p.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The subscription is not paid yet, so the registration cannot be approved.');
  });

  it('When the platform administrator approves a trial provider, then its status is Approved', async () => {
    const p = await newProvider('Trial Cars');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    await order(p.token, `subscriptionPlanId=${trial.id}`);
    const res = await t.send(
      'POST',
      `/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved&siteId=${p.siteId}`,
      tokens.superadmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ subscription_status: 'Approved', currentPlan: { status: 'Trial' } });
  });

  it('When the status is not Approved, another site is named, or the caller may not, then 400, 404, 401 and 403', async () => {
    const bad = await t.send(
      'POST',
      '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Rejected',
      tokens.provider,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The status can only be Approved');
    const other = await t.send(
      'POST',
      '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved&siteId=6',
      tokens.provider,
    );
    expect(other.statusCode).toBe(404);
    const url = '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: t.bearer(tokens.dispatcher) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: t.bearer(tokens.customer) })).statusCode).toBe(403);
  });
});
