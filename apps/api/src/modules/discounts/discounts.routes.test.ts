import { describe, expect, it } from 'vitest';
import { newProviderSite } from '../../../test/fixtures/pricing-catalog.ts';
import { expectOnlyFirstCompletes, setupCount } from '../../../test/master-data.ts';
import {
  citySiteId,
  create,
  type Discount,
  discountsOf,
  get,
  post,
  promo,
  startDiscountsApp,
  t,
  tokens,
  uniqueCode,
  validId,
} from '../../../test/suites/discounts-suite.ts';
import { redeemDiscount } from './discounts.service.ts';

startDiscountsApp();

describe('the demo promo codes', () => {
  it('When a provider lists its codes, then WELCOME10, an amount code and an expired code are there', async () => {
    const codes = await discountsOf(tokens.provider);
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
    const res = await post('/api/discount/create', tokens.provider, promo({ code: 'welcome10' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This promo code is already used on this site');
  });

  it('When another site uses the same code, then each site keeps its own', async () => {
    const code = uniqueCode('SHARED');
    const mine = await create(promo({ code }));
    const theirs = await create(promo({ code }), tokens.provider2);
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
    const res = await post('/api/discount/create', tokens.provider, promo(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('When the first code of a site is created, then it answers setupStatus completed and the count is 1', async () => {
    const { siteId } = await newProviderSite(t, tokens.superadmin);
    expect(await setupCount(t, tokens.superadmin, siteId, 'countDiscount')).toBe(0);
    await expectOnlyFirstCompletes('countDiscount', () =>
      post('/api/discount/create', tokens.superadmin, promo({ siteId })),
    );
    expect(await setupCount(t, tokens.superadmin, siteId, 'countDiscount')).toBe(1);
  });

  it('When a standard user or a customer creates a code, then it answers 403; nobody signed in 401', async () => {
    expect((await post('/api/discount/create', tokens.dispatcher, promo())).statusCode).toBe(403);
    expect((await post('/api/discount/create', tokens.customer, promo())).statusCode).toBe(403);
    expect((await post('/api/discount/create', null, promo())).statusCode).toBe(401);
  });
});

describe('draft, publish, enable and disable', () => {
  it('When saved as draft, then it is not valid for riders until published', async () => {
    const draft = await create(promo({ isDraft: true, isPublished: false }));
    expect(draft).toMatchObject({ isDraft: true, isPublished: false });
    expect(await validId(draft.code, '2026-06-01')).toBe(0);
    const unpublished = (
      await get('/api/discount/mappingBySiteId?isPublished=false', { token: tokens.provider })
    ).json();
    expect(unpublished.results.map((d: Discount) => d.id)).toContain(draft.id);

    const published = await post('/api/discount/update', tokens.provider, promo({ code: draft.code, id: draft.id }));
    expect(published.statusCode).toBe(200);
    expect(published.json().results[0]).toMatchObject({ isDraft: false, isPublished: true });
    expect(await validId(draft.code, '2026-06-01')).toBe(draft.id);
  });

  it('When disabled, then it is not valid; enabled again, it is', async () => {
    const row = await create(promo());
    const off = await post('/api/discount/enableDisable', tokens.provider, { id: row.id });
    expect(off.json().results[0]).toMatchObject({ isEnabled: false, netUserId: expect.any(Number) });
    expect(await validId(row.code, '2026-06-01')).toBe(0);
    const on = await post('/api/discount/enableDisable', tokens.provider, { id: row.id, isEnabled: true });
    expect(on.json().results[0].isEnabled).toBe(true);
    expect(await validId(row.code, '2026-06-01')).toBe(row.id);
  });

  it('When the usage limit is lowered below the times used, then it answers 400', async () => {
    const row = await create(promo({ usageLimit: 5 }));
    await t.db.transaction(async (tx) => {
      await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
      await redeemDiscount(tx, citySiteId, row.id, '2026-06-01');
    });
    const res = await post(
      '/api/discount/update',
      tokens.provider,
      promo({ code: row.code, id: row.id, usageLimit: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.usageLimit).toBe(
      'The usage limit cannot be below the number of times the code was already used',
    );
    const ok = await post(
      '/api/discount/update',
      tokens.provider,
      promo({ code: row.code, id: row.id, usageLimit: 2 }),
    );
    expect(ok.json().results[0]).toMatchObject({ usageLimit: 2, usedCount: 2, remainingUses: 0 });
  });

  it("When another tenant's code is updated, toggled or read, then it answers 404", async () => {
    const mine = await create(promo());
    expect((await post('/api/discount/update', tokens.provider2, promo({ id: mine.id }))).statusCode).toBe(404);
    expect((await post('/api/discount/enableDisable', tokens.provider2, { id: mine.id })).statusCode).toBe(404);
    expect((await get(`/api/discount/${mine.id}`, { token: tokens.provider2 })).statusCode).toBe(404);
    expect(
      (await get(`/api/discount/mappingBySiteId?siteId=${citySiteId}`, { token: tokens.provider2 })).statusCode,
    ).toBe(404);
    const unchanged = (await get(`/api/discount/${mine.id}`, { token: tokens.provider })).json().results[0];
    expect(unchanged).toMatchObject({ code: mine.code, isEnabled: true });
  });

  it('When the update has no id, then it answers 400', async () => {
    const res = await post('/api/discount/update', tokens.provider, promo());
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
    expect((await t.app.inject({ method: m, url, payload, headers: t.bearer(tokens.customer) })).statusCode).toBe(403);
  });

  it('When a standard user reads the list, then it answers', async () => {
    expect((await get('/api/discount/mappingBySiteId', { token: tokens.dispatcher })).statusCode).toBe(200);
  });
});
