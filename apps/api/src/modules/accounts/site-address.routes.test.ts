import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@ridedesk/domain/auth/account-forms';
import { SITE_ADDRESS_MESSAGES } from '@ridedesk/domain/site/site-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIps, OWNER_PASSWORD, providerForm, registerForm } from '../../../test/fixtures/registration.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freshIp = freshIps(7);
const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

const register = (form: ReturnType<typeof providerForm>) => registerForm(t, form, freshIp());

const available = (siteHost: string) =>
  t.app.inject({ url: `/api/site/isSiteAddressAvailable?siteHost=${encodeURIComponent(siteHost)}` });

describe('the site address at registration', () => {
  it('When a provider chooses a free site address, then the site gets that host and getSiteIdOfClient answers on it', async () => {
    const label = unique('acme-');
    expect((await available(label)).json().results[0]).toMatchObject({
      host: `${label}.localhost`,
      isAvailable: true,
      message: '',
    });
    const res = await register(providerForm({ siteHost: label }));
    expect(res.statusCode).toBe(201);
    const site = res.json().results[0].site;
    expect(site.host).toBe(`${label}.localhost`);
    const client = await t.app.inject({
      url: '/api/site/getSiteIdOfClient',
      headers: { host: `${label}.localhost:3000` },
    });
    expect(client.json().results[0].site_id).toBe(site.id);
  });

  it('When the site address is taken, then the check says so and registration answers 409 with the message, creating nothing', async () => {
    expect((await available('citylimo.localhost')).json().results[0]).toMatchObject({
      isAvailable: false,
      message: SITE_ADDRESS_MESSAGES.taken,
    });
    const form = providerForm({ siteHost: 'citylimo' });
    const res = await register(form);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_HOST', message: SITE_ADDRESS_MESSAGES.taken });
    const again = await t.app.inject({ url: `/api/user/getuserbyusername?userName=${form.userName}` });
    expect(again.json().results[0].isTaken).toBe(false);
  });

  it('When the site address is malformed, then the check and registration answer 400 with the rule', async () => {
    const check = await available('acme_cars');
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(SITE_ADDRESS_MESSAGES.invalid);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: providerForm({ siteHost: '-acme' }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SITE_ADDRESS_MESSAGES.invalid);
  });

  it('When no site address is given, then one is made from the company name', async () => {
    const res = await register(providerForm({ serviceProviderName: 'Zephyr Limousines' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0].site.host).toMatch(/^zephyr-limousines(-\d+)?\.localhost$/);
  });
});

describe('the EIN, asked at the first paid plan', () => {
  const order = (token: string, query: string) =>
    t.send('POST', `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?${query}`, token);

  it('When a provider registers without an EIN, then the trial starts with none', async () => {
    const form = providerForm();
    expect((await register(form)).statusCode).toBe(201);
    const { access_token } = await t.signIn(form.userName, 'admin-portal', OWNER_PASSWORD);
    const status = await t.app.inject({
      url: `/api/auth/getSubscriptionTransactionStatus?userName=${form.userName}`,
      headers: t.bearer(access_token),
    });
    expect(status.json().results[0].einOnFile).toBe(false);
    const plans = (await t.app.inject({ url: '/api/subscriptionPlan/get' })).json().results as {
      id: number;
      isTrial: boolean;
    }[];
    const trial = plans.find((p) => p.isTrial);
    const res = await order(access_token, `subscriptionPlanId=${trial?.id}&paymentType=One Month Trial`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].status).toBe('Trial');
  });

  it('When a paid plan is ordered without an EIN on file, then 400 asks for it; with one, it is kept and the checkout opens', async () => {
    const form = providerForm();
    expect((await register(form)).statusCode).toBe(201);
    const { access_token } = await t.signIn(form.userName, 'admin-portal', OWNER_PASSWORD);
    const missing = await order(access_token, 'subscriptionPlanId=2&paymentType=Credit Card');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.einRequired,
      fields: { EIN: ACCOUNT_MESSAGES.einRequired },
    });
    const malformed = await order(access_token, 'subscriptionPlanId=2&paymentType=Credit Card&EIN=12-34');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.einInvalid);

    const given = await order(access_token, 'subscriptionPlanId=2&paymentType=Credit Card&EIN=12-3456789');
    expect(given.statusCode).toBe(200);
    expect(given.json().results[0].checkoutUrl).toBeTruthy();
    const status = await t.app.inject({
      url: `/api/auth/getSubscriptionTransactionStatus?userName=${form.userName}`,
      headers: t.bearer(access_token),
    });
    expect(status.json().results[0].einOnFile).toBe(true);
  });
});
