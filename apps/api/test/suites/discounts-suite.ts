/**
 * The promo code API's tests share one app per file: the demo roles signed in, the demo sites'
 * ids, and helpers that create a valid code and check one as the wizard does (tests in
 * apps/api/src/modules/discounts/*.routes.test.ts).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type DemoTokens, demoTokens } from '../demo-roles.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The five demo roles, signed in (demo-roles.ts). */
export let tokens: DemoTokens;
export let citySiteId: number;
export let baySiteId: number;

export type Discount = { id: number; code: string; siteId: number; usedCount: number; isEnabled: boolean };
export type Price = { id: number; name: string; siteId: number; taxPercentage: number };

export const CITY = 'citylimo.localhost';
export const BAY = 'baychauffeurs.localhost';

export const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload: payload as object });
export const get = (url: string, opts: { token?: string; host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    url,
    remoteAddress: opts.remoteAddress,
    headers: { ...(opts.token ? t.bearer(opts.token) : {}), ...(opts.host ? { host: opts.host } : {}) },
  });

export const discountsOf = async (token: string) =>
  (await get('/api/discount/mappingBySiteId', { token })).json().results as Discount[];
export const discountOf = async (token: string, code: string) => {
  const found = (await discountsOf(token)).find((d) => d.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};
export const priceOf = async (token: string, name: string) => {
  const rows = (await get('/api/priceDefinition/mappingBySiteId', { token })).json().results as Price[];
  const found = rows.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

let counter = 0;
export const uniqueCode = (prefix = 'TEST') => `${prefix}-${++counter}`;

export const promo = (over: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  description: 'Test promo',
  kind: 'percent',
  value: 10,
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  usageLimit: null,
  isDraft: false,
  isPublished: true,
  ...over,
});

export const create = async (payload: Record<string, unknown>, token = tokens.provider) => {
  const res = await post('/api/discount/create', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0] as Discount & Record<string, unknown>;
};

export const isValid = (code: string, date: string, siteId: number, host = CITY, token?: string) =>
  get(`/api/discount/isValidDiscount/${encodeURIComponent(code)}/${encodeURIComponent(date)}/${siteId}`, {
    host,
    token,
  });
export const validId = async (code: string, date: string, siteId = 0, host = CITY) => {
  const res = await isValid(code, date, siteId, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0].id as number;
};

export const rate = (
  priceId: number,
  discountId: number,
  cost: number | string,
  opts: { host?: string; token?: string } = {},
) =>
  get(`/api/discount/getRateDetailsOfRide/${priceId}/${discountId}/${cost}`, {
    host: opts.host ?? CITY,
    token: opts.token,
  });

/** Builds the app once per test file, signs in every demo role and finds both demo sites; call it at the top of the file. */
export const startDiscountsApp = () => {
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    citySiteId = (await discountOf(tokens.provider, 'WELCOME10')).siteId;
    baySiteId = (await discountOf(tokens.provider2, 'WELCOME10')).siteId;
  });
  afterAll(() => t.close());
};
