/**
 * The subscription API's tests share one app per file: a clock they can move, the demo roles
 * signed in, a provider registered through the real flow, and the chooser's calls (order, status,
 * the sandbox checkout) (tests in apps/api/src/modules/subscriptions/*.routes.test.ts).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type DemoTokens, demoTokens } from '../demo-roles.ts';
import { freshIps, registerProvider } from '../fixtures/registration.ts';
import { movableClock } from '../movable-clock.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The five demo roles, signed in (demo-roles.ts). */
export let tokens: DemoTokens;
const movable = movableClock();
export const clock = movable.now;
/** Moves the app's clock this far ahead of the real one (0: back to now). */
export const setClockOffset = movable.setOffset;

export const freshIp = freshIps(7);

export type Plan = {
  id: number;
  name: string;
  cost: number;
  isTrial: boolean;
  isEnabled: boolean;
  noOfUsers: number;
  features: string[];
};

export const plans = async (token?: string) => {
  const res = await t.app.inject({ url: '/api/subscriptionPlan/get', headers: token ? t.bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().results as Plan[];
};
export const planNamed = async (name: string) => (await plans(tokens.superadmin)).find((p) => p.name === name) as Plan;

/** A provider registered through the real flow (verified address, register, sign in). */
export const newProvider = async (company = 'Test Cars', subscriptionplanid = 0) => {
  const { userName, siteId, host, token, user } = await registerProvider(t, freshIp(), {
    lastName: 'Owner',
    EIN: '12-3456789',
    serviceProviderName: company,
    subscriptionplanid,
  });
  return { userName, siteId, host, token, user };
};

export const order = (token: string, query: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?${query}`,
    headers: { ...t.bearer(token), host },
  });

export const statusOf = async (token: string, userName: string) => {
  const res = await t.app.inject({
    url: `/api/auth/getSubscriptionTransactionStatus?userName=${encodeURIComponent(userName)}`,
    headers: t.bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().results[0];
};

export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

export const pay = (token: string, sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  t.send('POST', `/api/subscriptions/checkout/${sessionId}/pay`, token, {
    nameOnCard: 'Ada Owner',
    cardNumber,
    expiry: '12/39',
    cvc: '123',
  });

/** Builds the app once per test file on a clock tests may move forward, and signs in every demo role; call it at the top of the file. */
export const startSubscriptionsApp = () => {
  beforeAll(async () => {
    t = await createTestApp({ now: clock });
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());
};
