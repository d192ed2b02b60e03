/**
 * The three card vendors' local servers (Authorize.Net, Square, PayPal) for one test file, the
 * environment that points the app at them, and the activations that give a site their test
 * credentials.
 */
import type { TestApp } from '../test-app.ts';
import { ANET_TEST_LOGIN, startAuthorizeNetTestServer } from './authorize-net-server.ts';
import { PAYPAL_TEST, startPayPalTestServer } from './paypal-server.ts';
import { SQUARE_TEST, startSquareTestServer } from './square-server.ts';

export type PaymentVendors = Awaited<ReturnType<typeof startPaymentVendors>>;

/** Starts the three servers at once; `env` goes to createTestApp, `close` after the tests. */
export const startPaymentVendors = async () => {
  const [anet, square, paypal] = await Promise.all([
    startAuthorizeNetTestServer(),
    startSquareTestServer(),
    startPayPalTestServer(),
  ]);
  return {
    anet,
    square,
    paypal,
    env: { AUTHORIZENET_BASE_URL: anet.baseUrl, SQUARE_BASE_URL: square.baseUrl, PAYPAL_BASE_URL: paypal.baseUrl },
    close: async () => {
      await Promise.all([anet.close(), square.close(), paypal.close()]);
    },
  };
};

/** What an administrator sends to turn each vendor on with its test credentials. */
export const VENDOR_ACTIVATIONS = [
  {
    paymentType: 'AuthorizeNet',
    apiloginId: ANET_TEST_LOGIN.apiLoginId,
    transactionKey: ANET_TEST_LOGIN.transactionKey,
  },
  { paymentType: 'Square', accessToken: SQUARE_TEST.accessToken, locationId: SQUARE_TEST.locationId },
  { paymentType: 'PayPal', apiloginId: PAYPAL_TEST.clientId, transactionKey: PAYPAL_TEST.clientSecret },
];

/** Turns the three vendors on for a site (City Limo unless told) as its administrator; throws on a refusal. */
export const activateVendors = async (t: TestApp, adminToken: string, host = 'citylimo.localhost') => {
  for (const payload of VENDOR_ACTIVATIONS) {
    const res = await t.send('POST', '/api/auth/ActivateServiceProviderPayment', adminToken, payload, { host });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
};
