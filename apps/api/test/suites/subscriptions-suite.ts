/**
 * The subscription API's tests share one app per file: a clock they can move, the demo roles
 * signed in, a provider registered through the real flow, and the chooser's calls (order, status,
 * the sandbox checkout) (tests in apps/api/src/modules/subscriptions/*.routes.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { type DemoTokens, demoTokens } from '../demo-roles.ts';
import { codeMailedTo } from '../mailbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The five demo roles, signed in (demo-roles.ts). */
export let tokens: DemoTokens;
let offsetMs = 0;
export const clock = () => new Date(Date.now() + offsetMs);
/** Moves the app's clock this far ahead of the real one (0: back to now). */
export const setClockOffset = (ms: number) => {
  offsetMs = ms;
};

let ipSeq = 1;
export const freshIp = () => `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

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
