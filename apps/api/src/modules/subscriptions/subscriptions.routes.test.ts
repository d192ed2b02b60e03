import { randomUUID } from 'node:crypto';
import { SITE_NOT_TAKING_BOOKINGS } from '@ridedesk/domain/subscriptions/subscription-plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMailedTo } from '../../../test/mailbox.ts';
import { rideDay } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSandboxCheckout } from '../../integrations/checkout/sandbox-checkout.ts';
import { siteSubscriptions } from './subscriptions.schema.ts';
import { createSubscriptionsService, currentPlanOfSite } from './subscriptions.service.ts';

let t: TestApp;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let superToken: string;
let providerToken: string;
let provider2Token: string;
let dispatcherToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock });
  superToken = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
  providerToken = (await t.signIn('provider')).access_token;
  provider2Token = (await t.signIn('provider2')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
});
afterAll(() => t.close());

let ipSeq = 1;
const freshIp = () => `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

type Plan = {
  id: number;
  name: string;
  cost: number;
  isTrial: boolean;
  isEnabled: boolean;
  noOfUsers: number;
  features: string[];
};

const plans = async (token?: string) => {
  const res = await t.app.inject({ url: '/api/subscriptionPlan/get', headers: token ? t.bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().results as Plan[];
};
const planNamed = async (name: string) => (await plans(superToken)).find((p) => p.name === name) as Plan;

/** A provider registered through the real flow (verified address, register, sign in). */
const newProvider = async (company = 'Test Cars', subscriptionplanid = 0) => {
  const userName = `owner${randomUUID().slice(0, 8)}`;
  const email = `${userName}@acme.example`;
  const ip = freshIp();
  const send = await t.app.inject({
    url: `/api/emailverificationcode/sendemailfornewuseremailverification?email=${encodeURIComponent(email)}&templateType=EmailVerification_Template&clientId=admin-portal`,
    remoteAddress: ip,
  });
  expect(send.statusCode).toBe(200);
  const code = await codeMailedTo(t, email);
  await t.app.inject({
    url: `/api/emailverificationcode/isvalidemailverificationcode?email=${encodeURIComponent(email)}&code=${code}`,
    remoteAddress: ip,
  });
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress: ip,
    payload: {
      email,
      password: 'a-less-common-phrase',
      userName,
      firstName: 'Ada',
      lastName: 'Owner',
      EIN: '12-3456789',
      status: 'Active',
      serviceProviderName: company,
      zipcode: '60601',
      clientid: 'admin-portal',
      subscriptionplanid,
    },
  });
  expect(reg.statusCode).toBe(201);
  const site = reg.json().results[0] as { siteId: number; site: { host: string } };
  const tokens = await t.signIn(userName, 'admin-portal', 'a-less-common-phrase');
  return { userName, siteId: site.siteId, host: site.site.host, token: tokens.access_token, user: tokens.user };
};

const order = (token: string, query: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?${query}`,
    headers: { ...t.bearer(token), host },
  });

const statusOf = async (token: string, userName: string) => {
  const res = await t.app.inject({
    url: `/api/auth/getSubscriptionTransactionStatus?userName=${encodeURIComponent(userName)}`,
    headers: t.bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().results[0];
};

const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

const pay = (token: string, sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/checkout/${sessionId}/pay`,
    headers: t.bearer(token),
    payload: { nameOnCard: 'Ada Owner', cardNumber, expiry: '12/39', cvc: '123' },
  });

describe('api/subscriptionPlan/get', () => {
  it('When anyone asks for the plans, then Basic, Standard, Premium and the trial answer with cost, users and bookings', async () => {
    const list = await plans();
    const names = list.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Basic', 'Standard', 'Premium']));
    const trial = list.find((p) => p.isTrial) as Plan;
    expect(trial.cost).toBe(0);
    expect(trial.name.toLowerCase()).toContain('trial');
    expect(list.find((p) => p.name === 'Basic')).toMatchObject({ cost: 49, noOfUsers: 3, noOfBookings: 100 });
    expect(list.find((p) => p.name === 'Premium')?.features).toContain('smsNotifications');
  });

  it('When a plan is disabled, then only the platform administrator still lists it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { name: `Retired ${randomUUID().slice(0, 6)}`, cost: 10, noOfUsers: 1, noOfBookings: 10 },
    });
    const plan = created.json().results[0] as Plan;
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan/enableDisable',
      headers: t.bearer(superToken),
      payload: { id: plan.id, isEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().results[0].isEnabled).toBe(false);
    expect((await plans()).some((p) => p.id === plan.id)).toBe(false);
    expect((await plans(providerToken)).some((p) => p.id === plan.id)).toBe(false);
    expect((await plans(superToken)).some((p) => p.id === plan.id)).toBe(true);
  });
});

describe('plan management (platform administrator)', () => {
  it('When the administrator creates a plan, then it answers 201 with its features and the creator', async () => {
    const name = `Fleet Plus ${randomUUID().slice(0, 6)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { name, cost: '149.50', noOfUsers: '8', noOfBookings: '800', features: ['reviews', 'smsNotifications'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      name,
      cost: 149.5,
      noOfUsers: 8,
      noOfBookings: 800,
      features: ['reviews', 'smsNotifications'],
      isTrial: false,
      isEnabled: true,
      createdBy: { firstName: 'Sam' },
    });
  });

  it('When the plan form is empty, then 400 names each field with its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { name: '', cost: '', noOfUsers: '', noOfBookings: '' },
    });
    expect(res.statusCode).toBe(400);
    const text = res.body;
    for (const message of [
      'Please enter the plan name',
      'Please enter the monthly cost',
      'Please enter the number of users',
      'Please enter the bookings per month',
    ])
      expect(text).toContain(message);
  });

  it('When a plan takes an existing name, then 409 says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { name: 'basic', cost: 1, noOfUsers: 1, noOfBookings: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A plan with this name already exists');
  });

  it('When the administrator edits a plan, then the change answers with who changed it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { name: `Edit me ${randomUUID().slice(0, 6)}`, cost: 5, noOfUsers: 1, noOfBookings: 5 },
    });
    const id = created.json().results[0].id;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { id, name: `Edited ${id}`, cost: 7.25, noOfUsers: 2, noOfBookings: 9 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      id,
      name: `Edited ${id}`,
      cost: 7.25,
      updatedBy: { firstName: 'Sam' },
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/subscriptionPlan',
      headers: t.bearer(superToken),
      payload: { id: 999999, name: 'Nope', cost: 1, noOfUsers: 1, noOfBookings: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('When a provider or nobody changes plans, then 403 and 401 answer', async () => {
    const payload = { name: 'Sneaky', cost: 0, noOfUsers: 99, noOfBookings: 99 };
    const asProvider = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(providerToken),
      payload,
    });
    expect(asProvider.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/subscriptionPlan', payload });
    expect(anonymous.statusCode).toBe(401);
    const toggle = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan/enableDisable',
      headers: t.bearer(customerToken),
      payload: { id: 1, isEnabled: false },
    });
    expect(toggle.statusCode).toBe(403);
  });
});

describe('api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode', () => {
  it('When a provider asks for its own company and ZIP, then its plan and order answer', async () => {
    const res = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=City%20Limo%20LLC&zipCode=60601',
      headers: t.bearer(providerToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      siteId: 5,
      subscriptionName: 'Basic',
      registrationStatus: 'Approved',
    });
    expect(res.json().results[0].subscriptionId).toBeGreaterThan(0);
  });

  it("When a provider names another provider's company, then 404; the administrator may ask for any", async () => {
    const other = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=Bay%20Chauffeurs%20Inc.&zipCode=94105',
      headers: t.bearer(providerToken),
    });
    expect(other.statusCode).toBe(404);
    const admin = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=Bay%20Chauffeurs%20Inc.&zipCode=94105',
      headers: t.bearer(superToken),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().results[0]).toMatchObject({ siteId: 6, subscriptionName: 'Standard' });
  });

  it('When the ZIP is malformed, nobody is signed in or a traveller asks, then 400, 401 and 403', async () => {
    const bad = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=City%20Limo%20LLC&zipCode=6060',
      headers: t.bearer(providerToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid ZIP code');
    const url = '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=x&zipCode=60601';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: t.bearer(customerToken) })).statusCode).toBe(403);
  });
});

describe('api/auth/getSubscriptionTransactionStatus', () => {
  it("When staff ask about their site, then the spec's status fields answer", async () => {
    const status = await statusOf(dispatcherToken, 'provider');
    expect(status).toMatchObject({
      subscription_status: 'Approved',
      transaction_status: 'success',
      subscription_name: 'Basic',
      is_TrailOffer_Used: false,
      currentPlan: { planName: 'Basic', status: 'Active', noOfUsers: 3 },
    });
    expect(status.subscription_plan_id).toBeGreaterThan(0);
    expect(status.order_id).toBeGreaterThan(0);
  });

  it('When a provider asks about a user of another site, then 404', async () => {
    const res = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus?userName=provider2',
      headers: t.bearer(providerToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('When the user name is missing, nobody is signed in or a traveller asks, then 400, 401 and 403', async () => {
    const missing = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus',
      headers: t.bearer(providerToken),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/auth/getSubscriptionTransactionStatus?userName=provider' })).statusCode,
    ).toBe(401);
    const traveller = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus?userName=provider',
      headers: t.bearer(customerToken),
    });
    expect(traveller.statusCode).toBe(403);
  });
});

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
    const none = await order(providerToken, '');
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Please choose the subscription!!');
    const unknown = await order(providerToken, 'subscriptionPlanId=99999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose the subscription!!');
    const basic = await planNamed('Basic');
    const mode = await order(providerToken, `subscriptionPlanId=${basic.id}&paymentType=Cheque`);
    expect(mode.statusCode).toBe(400);
    expect(mode.body).toContain('Please choose the Payment mode!!');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    const mismatch = await order(providerToken, `subscriptionPlanId=${trial.id}&paymentType=Credit%20Card`);
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
    expect((await order(dispatcherToken, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
    expect((await order(customerToken, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
    expect((await order(superToken, `subscriptionPlanId=${basic.id}`)).statusCode).toBe(403);
  });

  it('When a site already pays, then the trial is refused', async () => {
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    const res = await order(provider2Token, `subscriptionPlanId=${trial.id}`);
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

    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved',
      headers: t.bearer(p.token),
    });
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
      headers: t.bearer(providerToken),
    });
    expect(peek.statusCode).toBe(404);
    expect((await pay(providerToken, sessionId)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder?orderId=${created.orderId}`,
      headers: t.bearer(providerToken),
    });
    expect(cancel.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/subscriptions/checkout/${sessionId}` })).statusCode).toBe(401);
  });

  it('When the payer cancels the checkout, then the status is failure and a new choice can be paid', async () => {
    const p = await newProvider('Retry Cars');
    const standard = await planNamed('Standard');
    const first = (await order(p.token, `subscriptionPlanId=${standard.id}`)).json().results[0];
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder?orderId=${first.orderId}`,
      headers: t.bearer(p.token),
    });
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved',
      headers: t.bearer(p.token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The subscription is not paid yet, so the registration cannot be approved.');
  });

  it('When the platform administrator approves a trial provider, then its status is Approved', async () => {
    const p = await newProvider('Trial Cars');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    await order(p.token, `subscriptionPlanId=${trial.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved&siteId=${p.siteId}`,
      headers: t.bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ subscription_status: 'Approved', currentPlan: { status: 'Trial' } });
  });

  it('When the status is not Approved, another site is named, or the caller may not, then 400, 404, 401 and 403', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Rejected',
      headers: t.bearer(providerToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The status can only be Approved');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved&siteId=6',
      headers: t.bearer(providerToken),
    });
    expect(other.statusCode).toBe(404);
    const url = '/api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: t.bearer(dispatcherToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: t.bearer(customerToken) })).statusCode).toBe(403);
  });
});

describe('trial lapse and plan changes', () => {
  it('When a trial month passes without a paid plan, then the plan is Lapsed and the staff are sent back to the chooser', async () => {
    const p = await newProvider('Lapsing Cars');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    await order(p.token, `subscriptionPlanId=${trial.id}`);
    offsetMs = 32 * 86_400_000;
    try {
      const plan = await currentPlanOfSite(t.db, p.siteId, clock());
      expect(plan).toMatchObject({ status: 'Lapsed', isTrial: true, monthlyFeeCents: 0 });
      const sweeper = createSubscriptionsService({ db: t.db, checkout: createSandboxCheckout(), now: clock });
      expect(await sweeper.sweepLapsedTrials()).toBeGreaterThanOrEqual(1);
      const tokens = await t.signIn(p.userName, 'admin-portal', 'a-less-common-phrase');
      expect(tokens.user.paymentStatus).toBe('Subscription Pending');
      const status = await statusOf(tokens.access_token, p.userName);
      expect(status).toMatchObject({ is_TrailOffer_Used: true, currentPlan: { status: 'Lapsed' } });

      // Paying a plan after the lapse opens the site again at once.
      const basic = (await plans()).find((x) => x.name === 'Basic') as Plan;
      const created = (await order(tokens.access_token, `subscriptionPlanId=${basic.id}`)).json().results[0];
      expect((await pay(tokens.access_token, sessionIdOf(created.checkoutUrl))).statusCode).toBe(200);
      expect(await currentPlanOfSite(t.db, p.siteId, clock())).toMatchObject({ status: 'Active', planName: 'Basic' });
    } finally {
      offsetMs = 0;
    }
  });

  it('When a paying provider changes plan, then the new plan takes effect at the next period', async () => {
    const premium = await planNamed('Premium');
    const before = await currentPlanOfSite(t.db, 6, clock());
    expect(before).toMatchObject({ planName: 'Standard', status: 'Active' });
    const created = (await order(provider2Token, `subscriptionPlanId=${premium.id}`)).json().results[0];
    expect((await pay(provider2Token, sessionIdOf(created.checkoutUrl))).statusCode).toBe(200);
    const periodEnd = before?.periodEnd as Date;
    expect(await currentPlanOfSite(t.db, 6, clock())).toMatchObject({ planName: 'Standard', status: 'Active' });
    expect(await currentPlanOfSite(t.db, 6, new Date(periodEnd.getTime() - 1))).toMatchObject({ planName: 'Standard' });
    const next = await currentPlanOfSite(t.db, 6, periodEnd);
    expect(next).toMatchObject({ planName: 'Premium', status: 'Active', monthlyFeeCents: 19900 });
    expect(next?.periodStart.getTime()).toBe(periodEnd.getTime());
    expect((await statusOf(provider2Token, 'provider2')).nextPlan).toMatchObject({ planName: 'Premium' });
    const same = await order(provider2Token, `subscriptionPlanId=${(await planNamed('Standard')).id}`);
    expect(same.statusCode).toBe(422);
  });

  it('When a site never chose a plan, then currentPlanOfSite answers null', async () => {
    const p = await newProvider('Undecided Cars');
    expect(await currentPlanOfSite(t.db, p.siteId, clock())).toBeNull();
  });

  it('When the demo lapsed provider is asked, then its plan is the lapsed trial', async () => {
    const res = await t.app.inject({
      url: '/api/site/getSiteIdOfClient',
      headers: { host: 'sunsetshuttle.localhost' },
    });
    const siteId = res.json().results[0].site_id;
    expect(siteId).toBeGreaterThan(7);
    expect(await currentPlanOfSite(t.db, siteId, clock())).toMatchObject({ status: 'Lapsed', isTrial: true });
  });
});

describe('a lapsed provider takes no bookings', () => {
  const CITYLIMO = { host: 'citylimo.localhost' };
  const PICKUP = '233 S Wacker Dr, Chicago, IL 60606';
  const DROPOFF = "O'Hare International Airport, Chicago, IL 60666";

  it('When City Limo lapses, then its search and booking answer 422 with the message and the product site no longer lists its fleets', async () => {
    // A ride within the booking horizon (365 days), clear of the demo bookings.
    const day = rideDay(40);
    const est = (
      await t.app.inject({
        url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(PICKUP)}&destinationAddress=${encodeURIComponent(DROPOFF)}&City=Chicago&Country=US&pickupDateTime=${day}T10:00`,
        headers: CITYLIMO,
      })
    ).json().results[0];
    const types = (
      await t.app.inject({ url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', headers: CITYLIMO })
    ).json().results as { id: number; vehicleType?: { id: number } }[];
    const vt = types[0].vehicleType?.id ?? types[0].id;
    const searchUrl = `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/1/0/${day}/10:00/${encodeURIComponent(PICKUP)}/${encodeURIComponent(DROPOFF)}/IL/41.8786/-87.6362/-360/${est.estimatedDistanceKm}`;
    const open = await t.app.inject({ url: searchUrl, headers: CITYLIMO });
    expect(open.statusCode).toBe(200);
    const offer = open.json().results[0];
    expect(offer).toBeDefined();
    const wide = await t.app.inject({ url: searchUrl, headers: { host: 'localhost' } });
    expect(wide.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(true);

    // City Limo's plan becomes a trial that ended yesterday.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.db
      .update(siteSubscriptions)
      .set({ isTrial: true, startsOn: new Date(yesterday.getTime() - 31 * 86_400_000), endsOn: yesterday })
      .where(eq(siteSubscriptions.siteId, 5));

    const refused = await t.app.inject({ url: searchUrl, headers: CITYLIMO });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SITE_NOT_TAKING_BOOKINGS);
    const elsewhere = await t.app.inject({ url: searchUrl, headers: { host: 'localhost' } });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(false);

    const booking = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/10:00/00:00/${offer.priceDefinition.id}/${offer.fleetId}/Chicago/IL/41.8786/-87.6362/-360`,
      headers: CITYLIMO,
      payload: {
        bookingFromDate: day,
        pickUpLocation: PICKUP,
        dropOffLocation: DROPOFF,
        noOfPassengers: 1,
        noOfLuggages: 0,
        discountId: 0,
        gratuityPrice: 0,
        paymentType: 'COD',
        firstName: 'Gina',
        lastName: 'Guest',
        email: 'gina@example.com',
        phone: '312-555-0100',
      },
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().message).toBe(SITE_NOT_TAKING_BOOKINGS);
  });
});
