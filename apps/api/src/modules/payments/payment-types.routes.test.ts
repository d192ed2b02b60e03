import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens } from '../../../test/demo-roles.ts';
import { ANET_TEST_LOGIN } from '../../../test/fakes/authorize-net-server.ts';
import { type PaymentVendors, startPaymentVendors } from '../../../test/fakes/payment-vendors.ts';
import { PAYPAL_TEST } from '../../../test/fakes/paypal-server.ts';
import { SQUARE_TEST } from '../../../test/fakes/square-server.ts';
import { newProviderSite } from '../../../test/fixtures/pricing-catalog.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let vendors: PaymentVendors;
let tokens: DemoTokens;
const CITY = { host: 'citylimo.localhost' };
const BAY = { host: 'baychauffeurs.localhost' };

beforeAll(async () => {
  vendors = await startPaymentVendors();
  t = await createTestApp({ env: vendors.env });
  tokens = await demoTokens(t);
});
afterAll(async () => {
  await t.close();
  await vendors.close();
});

const as = (who: keyof typeof tokens | null, host = CITY) => (who ? { ...host, ...t.bearer(tokens[who]) } : host);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const activate = (payload: object, who: keyof typeof tokens | null = 'provider', host = CITY) =>
  t.app.inject({ method: 'POST', url: '/api/auth/ActivateServiceProviderPayment', headers: as(who, host), payload });
const rawRow = async (siteId: number, type: string) => {
  const { sql } = await import('drizzle-orm');
  const rows = await t.db.execute(
    sql`select * from site_payment_types where site_id = ${siteId} and payment_type = ${type}`,
  );
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows[0];
};
const CLEAR = [
  ANET_TEST_LOGIN.apiLoginId,
  ANET_TEST_LOGIN.transactionKey,
  SQUARE_TEST.clientSecret,
  PAYPAL_TEST.clientSecret,
];
const noSecretIn = (body: string) => {
  for (const secret of CLEAR) expect(body).not.toContain(secret);
};

describe('GET api/ServiceProviderPayment/mappingbysiteId', () => {
  it('When a visitor of City Limo asks, then the enabled types come with labels, flags and sandbox mode, no secret', async () => {
    const res = await get('/api/ServiceProviderPayment/mappingbysiteId', as(null));
    expect(res.statusCode).toBe(200);
    const list = res.json().results as Record<string, unknown>[];
    expect(list.map((r) => [r.paymentType, r.label, r.mode])).toEqual([
      ['COD', 'Pay by cash', 'cash'],
      ['AuthorizeNet', 'Credit Card', 'sandbox'],
      ['Square', 'Square', 'sandbox'],
    ]);
    expect(list[1]).toMatchObject({
      isVisa: true,
      isMastercard: true,
      isAmericanExpress: true,
      isDiscover: true,
      isJcb: false,
    });
    expect(list[1].acceptedCardBrands).toEqual(['Visa', 'Mastercard', 'AmericanExpress', 'Discover']);
    expect(list[1]).not.toHaveProperty('transactionKey');
    expect(list[1]).not.toHaveProperty('hasCredentials');
  });

  it('When the admin portal asks with site id 0, then the staff view of its own site answers', async () => {
    const res = await get('/api/ServiceProviderPayment/mappingbysiteId/0', as('provider'));
    expect(res.statusCode).toBe(200);
    const list = res.json().results as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list[1]).toMatchObject({
      paymentType: 'AuthorizeNet',
      hasCredentials: false,
      transactionKey: null,
      siteId: 5,
    });
  });

  it("When staff name another tenant's site, then it is not found", async () => {
    expect((await get('/api/ServiceProviderPayment/mappingbysiteId/6', as('provider'))).statusCode).toBe(404);
    expect((await get('/api/ServiceProviderPayment/mappingbysiteId/5', as('provider2', BAY))).statusCode).toBe(404);
  });

  it('When a traveller on the default site names a provider, then its public types answer', async () => {
    const res = await get('/api/ServiceProviderPayment/mappingbysiteId/6', { host: 'localhost' });
    expect(res.statusCode).toBe(200);
    expect((res.json().results as { paymentType: string }[]).map((r) => r.paymentType)).toEqual([
      'COD',
      'AuthorizeNet',
    ]);
  });

  it('When the site id is not a number, then the call is refused', async () => {
    expect((await get('/api/ServiceProviderPayment/mappingbysiteId/abc', as(null))).statusCode).toBe(400);
  });
});

describe('GET api/ServiceProviderPayment/mappingbysiteIdpaymentType', () => {
  it('When one type is asked by name or id, then it answers, and an unknown or missing type does not', async () => {
    const byName = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/AuthorizeNet', as(null));
    expect(byName.json().results[0]).toMatchObject({ paymentType: 'AuthorizeNet', label: 'Credit Card' });
    const byId = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/4', as(null));
    expect(byId.json().results[0].paymentType).toBe('Square');
    const missing = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/PayPal', as(null));
    expect(missing.statusCode).toBe(404);
    const unknown = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/Bitcoin', as(null));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose Payment type !!');
  });
});

describe('POST api/auth/ActivateServiceProviderPayment', () => {
  it('When the administrator enters Authorize.Net credentials, then they are checked, kept encrypted and shown masked', async () => {
    const res = await activate({
      paymentType: 'AuthorizeNet',
      ...ANET_TEST_LOGIN,
      apiloginId: ANET_TEST_LOGIN.apiLoginId,
      isJcb: true,
    });
    expect(res.statusCode).toBe(200);
    noSecretIn(res.body);
    expect(res.json().results[0]).toMatchObject({
      paymentType: 'AuthorizeNet',
      isEnabled: true,
      hasCredentials: true,
      mode: 'live',
      apiloginId: `••••${ANET_TEST_LOGIN.apiLoginId.slice(-4)}`,
      transactionKey: `••••${ANET_TEST_LOGIN.transactionKey.slice(-4)}`,
      isJcb: true,
      isVisa: true,
    });
    expect(vendors.anet.requests.at(-1)?.body).toContain('authenticateTestRequest');
    const row = await rawRow(5, 'AuthorizeNet');
    expect(String(row.api_login_id)).toMatch(/^enc:v1:/);
    expect(String(row.transaction_key)).toMatch(/^enc:v1:/);
    noSecretIn(JSON.stringify(row));
    // Every later read stays masked, for staff and visitors alike.
    noSecretIn((await get('/api/ServiceProviderPayment/mappingbysiteId', as('provider'))).body);
    noSecretIn((await get('/api/ServiceProviderPayment/mappingbysiteId', as('dispatcher'))).body);
    noSecretIn((await get('/api/ServiceProviderPayment/mappingbysiteId', as(null))).body);
    noSecretIn(
      (await get('/api/ServiceProviderPayment/mappingbysiteId/5', as('superadmin', { host: 'localhost' }))).body,
    );
  });

  it('When the gateway refuses the credentials, then nothing is kept (422)', async () => {
    const res = await activate({ paymentType: 'GPay', apiloginId: 'wrong-login', transactionKey: 'wrong-key' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The payment gateway refused these credentials.');
    expect(await rawRow(5, 'GPay')).toBeUndefined();
  });

  it('When only half of the credentials is given, or the type is unknown, then the call is refused (400)', async () => {
    const half = await activate({ paymentType: 'PayPal', apiloginId: 'only-the-id' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toHaveProperty('transactionKey');
    const unknown = await activate({ paymentType: 'Bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose Payment type !!');
  });

  it('When PayPal credentials are entered, then the public view gives the client id and nothing secret', async () => {
    const res = await activate({
      paymentType: 'PayPal',
      apiloginId: PAYPAL_TEST.clientId,
      transactionKey: PAYPAL_TEST.clientSecret,
    });
    expect(res.statusCode).toBe(200);
    const pub = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/PayPal', as(null));
    expect(pub.json().results[0]).toMatchObject({
      mode: 'live',
      publicConfig: { paypalClientId: PAYPAL_TEST.clientId },
    });
    noSecretIn(pub.body);
    // Staff booking for a rider load the same PayPal buttons: the public id, the secrets still masked.
    const staff = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/PayPal', as('provider'));
    expect(staff.json().results[0]).toMatchObject({ publicConfig: { paypalClientId: PAYPAL_TEST.clientId } });
    noSecretIn(staff.body);
    const authorized = await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', as('provider'));
    expect(authorized.json().results[0]).toMatchObject({ isAuthorized: true, hasCredentials: true });
  });

  it('When a type is disabled, then visitors no longer see it and staff still do', async () => {
    expect((await activate({ paymentType: 'PayPal', isEnabled: false })).json().results[0]).toMatchObject({
      isEnabled: false,
      hasCredentials: true,
    });
    const pub = (await get('/api/ServiceProviderPayment/mappingbysiteId', as(null))).json().results as {
      paymentType: string;
    }[];
    expect(pub.map((r) => r.paymentType)).not.toContain('PayPal');
    const staff = (await get('/api/ServiceProviderPayment/mappingbysiteId', as('provider'))).json().results as {
      paymentType: string;
    }[];
    expect(staff.map((r) => r.paymentType)).toContain('PayPal');
  });

  it('When a standard user, a customer or nobody activates, then 403, 403 and 401', async () => {
    expect((await activate({ paymentType: 'COD' }, 'dispatcher')).statusCode).toBe(403);
    expect((await activate({ paymentType: 'COD' }, 'customer')).statusCode).toBe(403);
    expect((await activate({ paymentType: 'COD' }, null)).statusCode).toBe(401);
  });

  it("When an administrator names another tenant's site, then it is not found and nothing changes", async () => {
    const res = await activate({ siteId: 6, paymentType: 'COD', isEnabled: false });
    expect(res.statusCode).toBe(404);
    expect((await rawRow(6, 'COD')).is_enabled).toBe(true);
  });
});

describe('Square and PayPal account calls', () => {
  it('When the Square authorization code is exchanged, then the tokens are kept encrypted and the location checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      headers: as('provider'),
      payload: {
        clientID: SQUARE_TEST.clientId,
        clientSecret: SQUARE_TEST.clientSecret,
        code: SQUARE_TEST.code,
        grantType: 'authorization_code',
        redirectUri: 'https://citylimo.localhost/admin/square',
        locationid: SQUARE_TEST.locationId,
      },
    });
    expect(res.statusCode).toBe(200);
    noSecretIn(res.body);
    expect(res.body).not.toContain('EAAAEissued');
    expect(res.json().results[0]).toMatchObject({
      paymentType: 'Square',
      isAuthorized: true,
      hasCredentials: true,
      mode: 'live',
      locationId: SQUARE_TEST.locationId,
    });
    const row = await rawRow(5, 'Square');
    expect(String(row.access_token)).toMatch(/^enc:v1:/);
    expect(String(row.refresh_token)).toMatch(/^enc:v1:/);
    const pub = (await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/Square', as(null))).json()
      .results[0];
    expect(pub.publicConfig).toEqual({
      squareApplicationId: SQUARE_TEST.clientId,
      squareLocationId: SQUARE_TEST.locationId,
    });
  });

  it('When the code is wrong or the grant type is not authorization_code, then 422 and 400', async () => {
    const payload = {
      clientID: SQUARE_TEST.clientId,
      clientSecret: SQUARE_TEST.clientSecret,
      code: 'stale',
      locationid: SQUARE_TEST.locationId,
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      headers: as('provider2', BAY),
      payload,
    });
    expect(bad.statusCode).toBe(422);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      headers: as('provider2', BAY),
      payload: { ...payload, grantType: 'password' },
    });
    expect(grant.statusCode).toBe(400);
    const unauth = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      headers: BAY,
      payload,
    });
    expect(unauth.statusCode).toBe(401);
    const spUser = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      headers: as('dispatcher'),
      payload,
    });
    expect(spUser.statusCode).toBe(403);
  });

  it('When a site has no PayPal credentials, then it is not authorized; others answer 401, 403 and 404', async () => {
    const bay = await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', as('provider2', BAY));
    expect(bay.json().results[0]).toMatchObject({ isAuthorized: false, hasCredentials: false });
    expect((await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', BAY)).statusCode).toBe(401);
    expect((await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', as('customer'))).statusCode).toBe(403);
    expect((await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/5', as('provider2', BAY))).statusCode).toBe(
      404,
    );
  });
});

describe('The setup checklist and the payment type list', () => {
  it('When a new site enables its first payment type, then countPaymentType turns to 1', async () => {
    const { siteId } = await newProviderSite(t, tokens.superadmin);
    const count = async () =>
      (await get(`/api/fleet/mappingCount?siteId=${siteId}`, as('superadmin', { host: 'localhost' }))).json().results[0]
        .countPaymentType;
    expect(await count()).toBe(0);
    expect((await get('/api/fleet/mappingCount', as('provider'))).json().results[0].countPaymentType).toBe(1);
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`insert into site_payment_types (site_id, payment_type) values (${siteId}, 'COD')`);
    expect(await count()).toBe(1);
  });

  it('When the payment types are listed, then the five types come with their labels', async () => {
    const res = await get('/api/paymentType', as(null));
    expect(res.json().results).toEqual([
      { id: 1, name: 'COD', label: 'Pay by cash' },
      { id: 2, name: 'AuthorizeNet', label: 'Credit Card' },
      { id: 3, name: 'PayPal', label: 'PayPal' },
      { id: 4, name: 'Square', label: 'Square' },
      { id: 5, name: 'GPay', label: 'GPay' },
    ]);
  });
});

describe('GET api/settings/getgoogleapisettings', () => {
  it('When a site enables GPay, then its visitors read gpayEnabled true in the environment of its mode; another site stays false', async () => {
    const google = (host: { host: string }) => get('/api/settings/getgoogleapisettings?isAuthorizeGPay=true', host);
    expect((await google(BAY)).json().results[0]).toMatchObject({ gpayEnabled: false });
    const before = (await google(CITY)).json().results[0].gpayEnabled;
    const on = await activate({ paymentType: 'GPay', isEnabled: true, isVisa: true, isMastercard: true });
    expect(on.statusCode).toBe(200);
    // GPay charges through the site's Authorize.Net account when it has no credentials of its own.
    const mode = (await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/GPay', as(null))).json()
      .results[0].mode;
    expect((await google(CITY)).json().results[0]).toMatchObject({
      gpayEnabled: true,
      gpayEnvironment: mode === 'live' ? 'PRODUCTION' : 'TEST',
    });
    expect((await google(BAY)).json().results[0]).toMatchObject({ gpayEnabled: false });
    const off = await activate({ paymentType: 'GPay', isEnabled: false });
    expect(off.statusCode).toBe(200);
    expect((await google(CITY)).json().results[0]).toMatchObject({ gpayEnabled: false });
    expect(before).toBe(false);
  });
});
