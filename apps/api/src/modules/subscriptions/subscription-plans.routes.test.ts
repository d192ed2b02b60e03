import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectBadRequestNaming } from '../../../test/error-answer.ts';
import {
  type Plan,
  plans,
  startSubscriptionsApp,
  statusOf,
  t,
  tokens,
} from '../../../test/suites/subscriptions-suite.ts';

startSubscriptionsApp();

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
    const created = await t.send('POST', '/api/subscriptionPlan', tokens.superadmin, {
      name: `Retired ${randomUUID().slice(0, 6)}`,
      cost: 10,
      noOfUsers: 1,
      noOfBookings: 10,
    });
    const plan = created.json().results[0] as Plan;
    const off = await t.send('POST', '/api/subscriptionPlan/enableDisable', tokens.superadmin, {
      id: plan.id,
      isEnabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().results[0].isEnabled).toBe(false);
    expect((await plans()).some((p) => p.id === plan.id)).toBe(false);
    expect((await plans(tokens.provider)).some((p) => p.id === plan.id)).toBe(false);
    expect((await plans(tokens.superadmin)).some((p) => p.id === plan.id)).toBe(true);
  });
});

describe('plan management (platform administrator)', () => {
  it('When the administrator creates a plan, then it answers 201 with its features and the creator', async () => {
    const name = `Fleet Plus ${randomUUID().slice(0, 6)}`;
    const res = await t.send('POST', '/api/subscriptionPlan', tokens.superadmin, {
      name,
      cost: '149.50',
      noOfUsers: '8',
      noOfBookings: '800',
      features: ['reviews', 'smsNotifications'],
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
    const res = await t.send('POST', '/api/subscriptionPlan', tokens.superadmin, {
      name: '',
      cost: '',
      noOfUsers: '',
      noOfBookings: '',
    });
    expectBadRequestNaming(res, [
      'Please enter the plan name',
      'Please enter the monthly cost',
      'Please enter the number of users',
      'Please enter the bookings per month',
    ]);
  });

  it('When a plan takes an existing name, then 409 says so', async () => {
    const res = await t.send('POST', '/api/subscriptionPlan', tokens.superadmin, {
      name: 'basic',
      cost: 1,
      noOfUsers: 1,
      noOfBookings: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A plan with this name already exists');
  });

  it('When the administrator edits a plan, then the change answers with who changed it', async () => {
    const created = await t.send('POST', '/api/subscriptionPlan', tokens.superadmin, {
      name: `Edit me ${randomUUID().slice(0, 6)}`,
      cost: 5,
      noOfUsers: 1,
      noOfBookings: 5,
    });
    const id = created.json().results[0].id;
    const res = await t.send('PUT', '/api/subscriptionPlan', tokens.superadmin, {
      id,
      name: `Edited ${id}`,
      cost: 7.25,
      noOfUsers: 2,
      noOfBookings: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      id,
      name: `Edited ${id}`,
      cost: 7.25,
      updatedBy: { firstName: 'Sam' },
    });
    const missing = await t.send('PUT', '/api/subscriptionPlan', tokens.superadmin, {
      id: 999999,
      name: 'Nope',
      cost: 1,
      noOfUsers: 1,
      noOfBookings: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('When a provider or nobody changes plans, then 403 and 401 answer', async () => {
    const payload = { name: 'Sneaky', cost: 0, noOfUsers: 99, noOfBookings: 99 };
    const asProvider = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionPlan',
      headers: t.bearer(tokens.provider),
      payload,
    });
    expect(asProvider.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/subscriptionPlan', payload });
    expect(anonymous.statusCode).toBe(401);
    const toggle = await t.send('POST', '/api/subscriptionPlan/enableDisable', tokens.customer, {
      id: 1,
      isEnabled: false,
    });
    expect(toggle.statusCode).toBe(403);
  });
});

describe('api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode', () => {
  it('When a provider asks for its own company and ZIP, then its plan and order answer', async () => {
    const res = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=City%20Limo%20LLC&zipCode=60601',
      headers: t.bearer(tokens.provider),
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
    const bayChauffeurs =
      '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=Bay%20Chauffeurs%20Inc.&zipCode=94105';
    const other = await t.send('GET', bayChauffeurs, tokens.provider);
    expect(other.statusCode).toBe(404);
    const admin = await t.send('GET', bayChauffeurs, tokens.superadmin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().results[0]).toMatchObject({ siteId: 6, subscriptionName: 'Standard' });
  });

  it('When the ZIP is malformed, nobody is signed in or a traveller asks, then 400, 401 and 403', async () => {
    const bad = await t.app.inject({
      url: '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=City%20Limo%20LLC&zipCode=6060',
      headers: t.bearer(tokens.provider),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid ZIP code');
    const url = '/api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode?serviceProviderName=x&zipCode=60601';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: t.bearer(tokens.customer) })).statusCode).toBe(403);
  });
});

describe('api/auth/getSubscriptionTransactionStatus', () => {
  it("When staff ask about their site, then the spec's status fields answer", async () => {
    const status = await statusOf(tokens.dispatcher, 'provider');
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
      headers: t.bearer(tokens.provider),
    });
    expect(res.statusCode).toBe(404);
  });

  it('When the user name is missing, nobody is signed in or a traveller asks, then 400, 401 and 403', async () => {
    const missing = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus',
      headers: t.bearer(tokens.provider),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/auth/getSubscriptionTransactionStatus?userName=provider' })).statusCode,
    ).toBe(401);
    const traveller = await t.app.inject({
      url: '/api/auth/getSubscriptionTransactionStatus?userName=provider',
      headers: t.bearer(tokens.customer),
    });
    expect(traveller.statusCode).toBe(403);
  });
});
