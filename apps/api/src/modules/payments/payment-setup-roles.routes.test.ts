/**
 * Who reads a site's payment-gateway setup (issue 16, defect 4; DESIGN.md section 9: payment
 * setup is the administrator's). The standard user (SPUser, `dispatcher` of City Limo) books
 * rides for riders through the same wizard as travellers, so the payment-type routes answer
 * them the wizard's public view: exactly what a visitor of the site sees, never the modes of
 * disabled types, whether credentials are held, or masked credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/demo-roles.ts';
import { ANET_TEST_LOGIN, startAuthorizeNetTestServer } from '../../../test/fakes/authorize-net-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let anet: Awaited<ReturnType<typeof startAuthorizeNetTestServer>>;
let tokens: Record<'provider' | 'dispatcher' | 'superadmin', string>;
const CITY = 'citylimo.localhost';
const SETUP_FIELDS = ['hasCredentials', 'apiloginId', 'transactionKey', 'accessToken', 'refreshToken', 'locationId'];

beforeAll(async () => {
  anet = await startAuthorizeNetTestServer();
  t = await createTestApp({ env: { AUTHORIZENET_BASE_URL: anet.baseUrl } });
  tokens = await demoTokens(t, ['provider', 'dispatcher', 'superadmin']);
  // The administrator enters live Authorize.Net credentials and sets up PayPal without turning it on.
  const activate = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/ActivateServiceProviderPayment',
      headers: { host: CITY, ...t.bearer(tokens.provider) },
      payload,
    });
  const anetSetup = await activate({
    paymentType: 'AuthorizeNet',
    apiloginId: ANET_TEST_LOGIN.apiLoginId,
    transactionKey: ANET_TEST_LOGIN.transactionKey,
  });
  expect(anetSetup.statusCode).toBe(200);
  expect((await activate({ paymentType: 'PayPal', isEnabled: false })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await anet.close();
});

const get = (url: string, who: keyof typeof tokens | null, host = CITY) =>
  t.app.inject({ url, headers: { host, ...(who ? t.bearer(tokens[who]) : {}) } });
type Row = Record<string, unknown>;
const rowsOf = (body: string) => JSON.parse(body).results as Row[];

describe('the payment-type setup and the standard user (SPUser)', () => {
  it('When the standard user lists the site payment types, in every form of the call, then the answer is the visitor view, byte for byte', async () => {
    const visitor = await get('/api/ServiceProviderPayment/mappingbysiteId', null);
    expect(visitor.statusCode).toBe(200);
    for (const url of [
      '/api/ServiceProviderPayment/mappingbysiteId',
      '/api/ServiceProviderPayment/mappingbysiteId?siteId=5',
      '/api/ServiceProviderPayment/mappingbysiteId/0',
      '/api/ServiceProviderPayment/mappingbysiteId/5',
    ]) {
      const res = await get(url, 'dispatcher');
      expect(res.statusCode, url).toBe(200);
      expect(rowsOf(res.body), url).toEqual(rowsOf(visitor.body));
    }
  });

  it('When the standard user lists them, then no disabled type, no credential (even masked) and no setup field is in the answer', async () => {
    const res = await get('/api/ServiceProviderPayment/mappingbysiteId', 'dispatcher');
    const rows = rowsOf(res.body);
    expect(rows.map((r) => r.paymentType)).not.toContain('PayPal');
    expect(rows.every((r) => r.isEnabled === true)).toBe(true);
    for (const row of rows)
      for (const field of SETUP_FIELDS) expect(row, String(row.paymentType)).not.toHaveProperty(field);
    expect(res.body).not.toContain('••••');
    expect(res.body).not.toContain(ANET_TEST_LOGIN.apiLoginId.slice(-4));
  });

  it('When the standard user asks for one type, then an enabled type answers its public view and a disabled one is not found', async () => {
    const card = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/AuthorizeNet', 'dispatcher');
    expect(card.statusCode).toBe(200);
    const visitorCard = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/AuthorizeNet', null);
    expect(rowsOf(card.body)).toEqual(rowsOf(visitorCard.body));
    for (const field of SETUP_FIELDS) expect(rowsOf(card.body)[0]).not.toHaveProperty(field);
    const paypal = await get('/api/ServiceProviderPayment/mappingbysiteIdpaymentType/5/PayPal', 'dispatcher');
    expect(paypal.statusCode).toBe(404);
  });

  it('When the standard user asks whether PayPal takes the stored credentials, then it is refused (403)', async () => {
    const res = await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', 'dispatcher');
    expect(res.statusCode).toBe(403);
  });

  it('When the booking wizard runs for the standard user, then it still finds what it pays with (enabled types, card brands, mode)', async () => {
    const rows = rowsOf((await get('/api/ServiceProviderPayment/mappingbysiteId/0', 'dispatcher')).body);
    expect(rows.map((r) => r.paymentType)).toEqual(['COD', 'AuthorizeNet', 'Square']);
    expect(rows.find((r) => r.paymentType === 'AuthorizeNet')).toMatchObject({
      label: 'Credit Card',
      mode: 'live',
      acceptedCardBrands: expect.arrayContaining(['Visa', 'Mastercard']),
      publicConfig: {},
    });
  });

  it('When the site administrator or the platform administrator reads the setup, then they still see it whole, credentials masked', async () => {
    for (const [who, url, host] of [
      ['provider', '/api/ServiceProviderPayment/mappingbysiteId', CITY],
      ['superadmin', '/api/ServiceProviderPayment/mappingbysiteId/5', 'localhost'],
    ] as const) {
      const res = await get(url, who, host);
      expect(res.statusCode, who).toBe(200);
      const rows = rowsOf(res.body);
      expect(
        rows.map((r) => r.paymentType),
        who,
      ).toContain('PayPal');
      expect(
        rows.find((r) => r.paymentType === 'AuthorizeNet'),
        who,
      ).toMatchObject({
        hasCredentials: true,
        apiloginId: `••••${ANET_TEST_LOGIN.apiLoginId.slice(-4)}`,
      });
      expect(res.body).not.toContain(ANET_TEST_LOGIN.transactionKey);
    }
    expect((await get('/api/subscriptionplan/isAuthorizedSPPaypalAccount/0', 'provider')).statusCode).toBe(200);
  });
});
