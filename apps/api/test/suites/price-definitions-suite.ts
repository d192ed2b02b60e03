/**
 * The price definitions API's tests share one app per file: the demo roles signed in, the demo
 * catalogue and fleets read, and helpers that build a valid per mile price (tests in
 * apps/api/src/modules/price-definitions/*.routes.test.ts).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type DemoTokens, demoTokens } from '../demo-roles.ts';
import { demoCatalog, id, siteFleets } from '../fixtures/pricing-catalog.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The five demo roles, signed in (demo-roles.ts). */
export let tokens: DemoTokens;
export let catalog: Awaited<ReturnType<typeof demoCatalog>>;
export let fleets: Awaited<ReturnType<typeof siteFleets>>;
export let otherSiteFleetId: number;

/** Builds the app once per test file and signs in every demo role; call it at the top of the file. */
export const startPriceDefinitionsApp = () => {
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    catalog = await demoCatalog(t, tokens.provider);
    fleets = await siteFleets(t, tokens.provider);
    otherSiteFleetId = (await siteFleets(t, tokens.provider2))[0].id;
  });
  afterAll(() => t.close());
};

export { id };

let counter = 0;
export const uniqueName = (prefix = 'Test price') => `${prefix} ${++counter}`;

/**
 * A per mile price for Sedan, Point to Point, Individual: $15 + $3.25/mi, at least $45, tax 10.25 %.
 * Saved as a draft unless told otherwise: the demo site already has a published price for every
 * Sedan on Point to Point, and a fleet has one (one-price.routes.test.ts).
 */
export const perMile = (over: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  vehicleTypeId: id(catalog.vehicleTypes, 'Sedan'),
  serviceTypeId: id(catalog.serviceTypes, 'Point to Point'),
  serviceUserTypeId: id(catalog.serviceUserTypes, 'Individual'),
  priceTypeId: id(catalog.priceTypes, 'Per Mile'),
  baseFare: 15,
  perMileRate: 3.25,
  minimumFare: 45,
  taxPercentage: 10.25,
  isDraft: true,
  isPublished: false,
  ...over,
});
export const PUBLISH = { isDraft: false, isPublished: true };

export const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload: payload as object });
export const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? t.bearer(token) : {} });

export const create = async (payload: Record<string, unknown>, token = tokens.provider) => {
  const res = await post('/api/priceDefinition/create', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0];
};
