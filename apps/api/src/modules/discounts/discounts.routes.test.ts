import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newProviderSite } from '../price-definitions/pricing-test-fixtures.ts';
import { redeemDiscount } from './discounts.service.ts';

let t: TestApp;
let superToken: string;
let providerToken: string;
let provider2Token: string;
let dispatcherToken: string;
let customerToken: string;
let citySiteId: number;
let baySiteId: number;

type Discount = { id: number; code: string; siteId: number; usedCount: number; isEnabled: boolean };
type Price = { id: number; name: string; siteId: number; taxPercentage: number };

const CITY = 'citylimo.localhost';
const BAY = 'baychauffeurs.localhost';

const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload: payload as object });
const get = (url: string, opts: { token?: string; host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    url,
    remoteAddress: opts.remoteAddress,
    headers: { ...(opts.token ? t.bearer(opts.token) : {}), ...(opts.host ? { host: opts.host } : {}) },
  });

const discountsOf = async (token: string) =>
  (await get('/api/discount/mappingBySiteId', { token })).json().results as Discount[];
const discountOf = async (token: string, code: string) => {
  const found = (await discountsOf(token)).find((d) => d.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};
const priceOf = async (token: string, name: string) => {
  const rows = (await get('/api/priceDefinition/mappingBySiteId', { token })).json().results as Price[];
  const found = rows.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
  providerToken = (await t.signIn('provider')).access_token;
  provider2Token = (await t.signIn('provider2')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
  citySiteId = (await discountOf(providerToken, 'WELCOME10')).siteId;
  baySiteId = (await discountOf(provider2Token, 'WELCOME10')).siteId;
});
afterAll(() => t.close());

let counter = 0;
const uniqueCode = (prefix = 'TEST') => `${prefix}-${++counter}`;

const promo = (over: Record<string, unknown> = {}) => ({
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

const create = async (payload: Record<string, unknown>, token = providerToken) => {
  const res = await post('/api/discount/create', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0] as Discount & Record<string, unknown>;
};

const isValid = (code: string, date: string, siteId: number, host = CITY, token?: string) =>
  get(`/api/discount/isValidDiscount/${encodeURIComponent(code)}/${encodeURIComponent(date)}/${siteId}`, {
    host,
    token,
  });
const validId = async (code: string, date: string, siteId = 0, host = CITY) => {
  const res = await isValid(code, date, siteId, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0].id as number;
};

const rate = (
  priceId: number,
  discountId: number,
  cost: number | string,
  opts: { host?: string; token?: string } = {},
) =>
  get(`/api/discount/getRateDetailsOfRide/${priceId}/${discountId}/${cost}`, {
    host: opts.host ?? CITY,
    token: opts.token,
  });

describe('the demo promo codes', () => {
  it('When a provider lists its codes, then WELCOME10, an amount code and an expired code are there', async () => {
    const codes = await discountsOf(providerToken);
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'CHICAGO20', 'SUMMER2024']));
    expect(codes.find((c) => c.code === 'WELCOME10')).toMatchObject({
      kind: 'percent',
      value: 10,
      validFrom: '2025-01-01',
      validTo: '2027-12-31',
      usageLimit: null,
      isPublished: true,
      isEnabled: true,
    });
    expect(codes.find((c) => c.code === 'CHICAGO20')).toMatchObject({ kind: 'amount', value: 20, remainingUses: 500 });
  });
});

describe('creating a promo code', () => {
  it('When a provider publishes a code in lower case, then it is stored in capitals and answers 201', async () => {
    const body = promo({ code: 'spring-25', kind: 'amount', value: '12.5', usageLimit: '100' });
    const row = await create(body);
    expect(row).toMatchObject({
      code: 'SPRING-25',
      kind: 'amount',
      value: 12.5,
      usageLimit: 100,
      usedCount: 0,
      remainingUses: 100,
      isDraft: false,
      isPublished: true,
      isEnabled: true,
      createdBy: { firstName: 'Olivia' },
    });
  });

  it('When the code is already used on the site in another case, then it answers 409', async () => {
    const res = await post('/api/discount/create', providerToken, promo({ code: 'welcome10' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This promo code is already used on this site');
  });

  it('When another site uses the same code, then each site keeps its own', async () => {
    const code = uniqueCode('SHARED');
    const mine = await create(promo({ code }));
    const theirs = await create(promo({ code }), provider2Token);
    expect(theirs.siteId).not.toBe(mine.siteId);
  });

  it.each([
    ['code', { code: '' }, 'Please enter the promo code'],
    ['code', { code: 'AB' }, 'The promo code must be 3 to 30 characters'],
    ['code', { code: 'A'.repeat(31) }, 'The promo code must be 3 to 30 characters'],
    ['code', { code: 'TEN OFF' }, 'The promo code may hold only letters, digits and hyphens'],
    ['kind', { kind: 'bogo' }, 'Please choose the discount type: percent or amount'],
    ['value', { value: '' }, 'Please enter the discount value'],
    ['value', { value: 0 }, 'The discount value must be more than 0'],
    ['value', { value: 100.01 }, 'A percent discount is at most 100'],
    ['value', { kind: 'amount', value: 100_001 }, 'A discount amount is at most 100000'],
    ['validFrom', { validFrom: 'soon' }, 'Please choose the valid from date'],
    ['validTo', { validTo: '2026-02-30' }, 'Please choose the valid to date'],
    [
      'validTo',
      { validFrom: '2026-05-02', validTo: '2026-05-01' },
      'The valid to date cannot be before the valid from date',
    ],
    ['usageLimit', { usageLimit: -3 }, 'The usage limit must be a whole number of 1 or more'],
    ['usageLimit', { usageLimit: 1.5 }, 'The usage limit must be a whole number of 1 or more'],
  ])('When %s is invalid (%j), then it answers 400 with its message', async (field, over, message) => {
    const res = await post('/api/discount/create', providerToken, promo(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('When the first code of a site is created, then it answers setupStatus completed and the count is 1', async () => {
    const { siteId } = await newProviderSite(t, superToken);
    const count = async () =>
      (await get(`/api/fleet/mappingCount?siteId=${siteId}`, { token: superToken })).json().results[0].countDiscount;
    expect(await count()).toBe(0);
    const first = await post('/api/discount/create', superToken, promo({ siteId }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ setupStatus: 'completed', countKey: 'countDiscount' });
    const second = await post('/api/discount/create', superToken, promo({ siteId }));
    expect(second.json().setupStatus).toBeUndefined();
    expect(await count()).toBe(1);
  });

  it('When a standard user or a customer creates a code, then it answers 403; nobody signed in 401', async () => {
    expect((await post('/api/discount/create', dispatcherToken, promo())).statusCode).toBe(403);
    expect((await post('/api/discount/create', customerToken, promo())).statusCode).toBe(403);
    expect((await post('/api/discount/create', null, promo())).statusCode).toBe(401);
  });
});

describe('draft, publish, enable and disable', () => {
  it('When saved as draft, then it is not valid for riders until published', async () => {
    const draft = await create(promo({ isDraft: true, isPublished: false }));
    expect(draft).toMatchObject({ isDraft: true, isPublished: false });
    expect(await validId(draft.code, '2026-06-01')).toBe(0);
    const unpublished = (await get('/api/discount/mappingBySiteId?isPublished=false', { token: providerToken })).json();
    expect(unpublished.results.map((d: Discount) => d.id)).toContain(draft.id);

    const published = await post('/api/discount/update', providerToken, promo({ code: draft.code, id: draft.id }));
    expect(published.statusCode).toBe(200);
    expect(published.json().results[0]).toMatchObject({ isDraft: false, isPublished: true });
    expect(await validId(draft.code, '2026-06-01')).toBe(draft.id);
  });

  it('When disabled, then it is not valid; enabled again, it is', async () => {
    const row = await create(promo());
    const off = await post('/api/discount/enableDisable', providerToken, { id: row.id });
    expect(off.json().results[0]).toMatchObject({ isEnabled: false, netUserId: expect.any(Number) });
    expect(await validId(row.code, '2026-06-01')).toBe(0);
    const on = await post('/api/discount/enableDisable', providerToken, { id: row.id, isEnabled: true });
    expect(on.json().results[0].isEnabled).toBe(true);
    expect(await validId(row.code, '2026-06-01')).toBe(row.id);
  });

  it('When the usage limit is lowered below the times used, then it answers 400', async () => {
    const row = await create(promo({ usageLimit: 5 }));
    await t.db.transaction(async (tx) => {
      await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
      await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
    });
    const res = await post('/api/discount/update', providerToken, promo({ code: row.code, id: row.id, usageLimit: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.usageLimit).toBe(
      'The usage limit cannot be below the number of times the code was already used',
    );
    const ok = await post('/api/discount/update', providerToken, promo({ code: row.code, id: row.id, usageLimit: 2 }));
    expect(ok.json().results[0]).toMatchObject({ usageLimit: 2, usedCount: 2, remainingUses: 0 });
  });

  it("When another tenant's code is updated, toggled or read, then it answers 404", async () => {
    const mine = await create(promo());
    expect((await post('/api/discount/update', provider2Token, promo({ id: mine.id }))).statusCode).toBe(404);
    expect((await post('/api/discount/enableDisable', provider2Token, { id: mine.id })).statusCode).toBe(404);
    expect((await get(`/api/discount/${mine.id}`, { token: provider2Token })).statusCode).toBe(404);
    expect(
      (await get(`/api/discount/mappingBySiteId?siteId=${citySiteId}`, { token: provider2Token })).statusCode,
    ).toBe(404);
    const unchanged = (await get(`/api/discount/${mine.id}`, { token: providerToken })).json().results[0];
    expect(unchanged).toMatchObject({ code: mine.code, isEnabled: true });
  });

  it('When the update has no id, then it answers 400', async () => {
    const res = await post('/api/discount/update', providerToken, promo());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Required' });
  });

  it.each([
    ['GET', '/api/discount/mappingBySiteId'],
    ['GET', '/api/discount/1'],
    ['POST', '/api/discount/update'],
    ['POST', '/api/discount/enableDisable'],
  ])('When nobody is signed in, %s %s answers 401; a customer gets 403', async (method, url) => {
    const payload = method === 'POST' ? { id: 1 } : undefined;
    const m = method as 'GET' | 'POST';
    expect((await t.app.inject({ method: m, url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: m, url, payload, headers: t.bearer(customerToken) })).statusCode).toBe(403);
  });

  it('When a standard user reads the list, then it answers', async () => {
    expect((await get('/api/discount/mappingBySiteId', { token: dispatcherToken })).statusCode).toBe(200);
  });
});

describe('isValidDiscount/{code}/{pickupDate}/{siteId}', () => {
  it('When a guest on the provider host checks WELCOME10 (any case) for a date in range, then results[0].id is its id', async () => {
    const welcome = await discountOf(providerToken, 'WELCOME10');
    expect(await validId('WELCOME10', '2026-07-04')).toBe(welcome.id);
    expect(await validId('welcome10', '2026-07-04', citySiteId)).toBe(welcome.id);
    expect(await validId('WELCOME10', '2025-01-01')).toBe(welcome.id);
    expect(await validId('WELCOME10', '2027-12-31')).toBe(welcome.id);
    expect(await validId('WELCOME10', '07-04-2026')).toBe(welcome.id);
    expect(await validId('WELCOME10', '2026-07-04T18:30:00')).toBe(welcome.id);
  });

  it('When the code is unknown, expired, not yet valid or used up, then the id is 0', async () => {
    expect(await validId('NOSUCHCODE', '2026-07-04')).toBe(0);
    expect(await validId('SUMMER2024', '2026-07-04')).toBe(0);
    expect(await validId('SUMMER2024', '2024-07-04')).not.toBe(0);
    expect(await validId('WELCOME10', '2024-12-31')).toBe(0);
    expect(await validId('WELCOME10', '2028-01-01')).toBe(0);
    expect(await validId('x'.repeat(40), '2026-07-04')).toBe(0);

    const once = await create(promo({ usageLimit: 1 }));
    expect(await validId(once.code, '2026-07-04')).toBe(once.id);
    await t.db.transaction((tx) => redeemDiscount(tx, citySiteId, once.id, '2026-07-04'));
    expect(await validId(once.code, '2026-07-04')).toBe(0);
  });

  it('When the product site names a provider site, then that site’s code answers; with 0, no code applies', async () => {
    const bayWelcome = await discountOf(provider2Token, 'WELCOME10');
    expect(await validId('WELCOME10', '2026-07-04', baySiteId, 'localhost')).toBe(bayWelcome.id);
    expect(await validId('WELCOME10', '2026-07-04', 0, 'localhost')).toBe(0);
    expect(await validId('BAYAREA15', '2026-07-04', 0, BAY)).not.toBe(0);
    expect(await validId('BAYAREA15', '2026-07-04', 0, CITY)).toBe(0);
  });

  it("When a provider host names another site, or staff name another's site, then it answers 404", async () => {
    expect((await isValid('WELCOME10', '2026-07-04', baySiteId, CITY)).statusCode).toBe(404);
    expect((await isValid('WELCOME10', '2026-07-04', baySiteId, 'localhost', providerToken)).statusCode).toBe(404);
  });

  it('When a signed-in customer checks a code, then it answers like a guest', async () => {
    const res = await isValid('WELCOME10', '2026-07-04', 0, CITY, customerToken);
    expect(res.json().results[0].id).toBeGreaterThan(0);
  });

  it('When the pickup date is not a date, then it answers 400 Please choose Pickup date', async () => {
    const res = await isValid('WELCOME10', '2026-13-45', 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose Pickup date');
  });

  it('When one address checks more than 60 codes a minute, then it answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await get(`/api/discount/isValidDiscount/GUESS${i}/2026-07-04/0`, {
            host: CITY,
            remoteAddress: '203.0.113.9',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('getRateDetailsOfRide/{priceDefinitionId}/{discountId}/{cost}', () => {
  it('When WELCOME10 applies to $81.30 at 10.25 % tax, then the discount is $8.13 and the tax $7.50', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    const welcome = await discountOf(providerToken, 'WELCOME10');
    const res = await rate(price.id, welcome.id, 81.3);
    expect(res.statusCode).toBe(200);
    // discount = 8130 × 10 % = 813 cents; tax = (8130 − 813) × 10.25 % = 749.99 → 750 cents
    expect(res.json().results[0]).toEqual({
      id: welcome.id,
      priceDefinitionId: price.id,
      cost: 81.3,
      discountAmount: 8.13,
      taxPercentage: 10.25,
      taxAmount: 7.5,
    });
  });

  it('When the discount id is 0, then the discount is 0 and the tax is on the whole cost', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    const res = await rate(price.id, 0, '81.30');
    // tax = 8130 × 10.25 % = 833.3 → 833 cents
    expect(res.json().results[0]).toMatchObject({ id: 0, discountAmount: 0, taxPercentage: 10.25, taxAmount: 8.33 });
  });

  it('When an amount code exceeds the cost, then the discount is the cost and the tax 0', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    const chicago = await discountOf(providerToken, 'CHICAGO20');
    const res = await rate(price.id, chicago.id, 15);
    expect(res.json().results[0]).toMatchObject({ discountAmount: 15, taxAmount: 0 });
    const big = await rate(price.id, chicago.id, 123.45);
    // discount 2000 cents; tax = 10345 × 10.25 % = 1060.36 → 1060 cents
    expect(big.json().results[0]).toMatchObject({ discountAmount: 20, taxAmount: 10.6 });
  });

  it('When the tax is 8.625 % (San Francisco), then $100 less $15 gives a tax of $7.33', async () => {
    const price = await priceOf(provider2Token, 'Sedan - Point to Point');
    const bay15 = await discountOf(provider2Token, 'BAYAREA15');
    const res = await rate(price.id, bay15.id, 100, { host: BAY });
    // tax = 8500 × 8.625 % = 733.125 → 733 cents
    expect(res.json().results[0]).toMatchObject({ discountAmount: 15, taxPercentage: 8.625, taxAmount: 7.33 });
  });

  it('When a percent discount has half a cent, then it rounds half up: 10 % of $0.05 is $0.01', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    const welcome = await discountOf(providerToken, 'WELCOME10');
    const res = await rate(price.id, welcome.id, 0.05);
    expect(res.json().results[0]).toMatchObject({ discountAmount: 0.01, taxAmount: 0 });
  });

  it("When the price definition is another provider's, on its host or for its staff, then it answers 404", async () => {
    const bayPrice = await priceOf(provider2Token, 'Sedan - Point to Point');
    expect((await rate(bayPrice.id, 0, 50)).statusCode).toBe(404);
    expect((await rate(bayPrice.id, 0, 50, { host: 'localhost', token: providerToken })).statusCode).toBe(404);
    expect((await rate(999999, 0, 50)).statusCode).toBe(404);
  });

  it('When a customer on the product site asks about any provider’s price, then it answers', async () => {
    const bayPrice = await priceOf(provider2Token, 'Sedan - Point to Point');
    const res = await rate(bayPrice.id, 0, 50, { host: 'localhost', token: customerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ taxPercentage: 8.625, taxAmount: 4.31 });
  });

  it('When the code belongs to another site than the price, then it answers 404; a disabled code 422', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    const bayWelcome = await discountOf(provider2Token, 'WELCOME10');
    expect((await rate(price.id, bayWelcome.id, 50)).statusCode).toBe(404);
    const row = await create(promo());
    await post('/api/discount/enableDisable', providerToken, { id: row.id, isEnabled: false });
    const res = await rate(price.id, row.id, 50);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid Promo Code !!');
  });

  it('When the cost is negative or not a number, then it answers 400', async () => {
    const price = await priceOf(providerToken, 'Sedan - Point to Point');
    expect((await rate(price.id, 0, -1)).statusCode).toBe(400);
    expect((await rate(price.id, 0, 'abc')).statusCode).toBe(400);
  });
});

describe('redeeming inside the booking transaction', () => {
  it('When a code is redeemed, then usedCount rises by one and the code and amount are answered', async () => {
    const row = await create(promo({ kind: 'amount', value: 7.5, usageLimit: 3 }));
    const redeemed = await t.db.transaction((tx) => redeemDiscount(tx, citySiteId, row.id, '2026-06-01'));
    expect(redeemed).toEqual({ id: row.id, code: row.code, kind: 'amount', value: 7.5 });
    const after = (await get(`/api/discount/${row.id}`, { token: providerToken })).json().results[0];
    expect(after).toMatchObject({ usedCount: 1, remainingUses: 2 });
  });

  it('When the discount id is 0, then nothing is redeemed', async () => {
    expect(await t.db.transaction((tx) => redeemDiscount(tx, citySiteId, 0, '2026-06-01'))).toBeNull();
  });

  it('When the code no longer applies (expired, disabled, another site), then it throws 422 Invalid Promo Code !!', async () => {
    const expired = await discountOf(providerToken, 'SUMMER2024');
    const row = await create(promo());
    await post('/api/discount/enableDisable', providerToken, { id: row.id, isEnabled: false });
    for (const [siteId, id] of [
      [citySiteId, expired.id],
      [citySiteId, row.id],
      [baySiteId, (await discountOf(providerToken, 'WELCOME10')).id],
    ])
      await expect(t.db.transaction((tx) => redeemDiscount(tx, siteId, id, '2026-06-01'))).rejects.toMatchObject({
        status: 422,
        message: 'Invalid Promo Code !!',
      });
  });

  it('When the booking transaction rolls back, then the use is not counted', async () => {
    const row = await create(promo({ usageLimit: 1 }));
    await expect(
      t.db.transaction(async (tx) => {
        await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await validId(row.code, '2026-06-01')).toBe(row.id);
  });

  it('When two bookings redeem a code with a usage limit of 1 at once, then exactly one succeeds', async () => {
    const row = await create(promo({ usageLimit: 1 }));
    const book = () =>
      t.db.transaction(async (tx) => {
        const redeemed = await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
        // Hold the transaction open a moment, as a booking insert would.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return redeemed;
      });
    const outcomes = await Promise.allSettled([book(), book()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toMatchObject({ status: 422, message: 'Invalid Promo Code !!' });
    const after = (await get(`/api/discount/${row.id}`, { token: providerToken })).json().results[0];
    expect(after.usedCount).toBe(1);
  });
});
