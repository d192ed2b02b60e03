import { describe, expect, it } from 'vitest';
import {
  BAY,
  baySiteId,
  CITY,
  citySiteId,
  create,
  discountOf,
  get,
  isValid,
  post,
  priceOf,
  promo,
  rate,
  startDiscountsApp,
  t,
  tokens,
  validId,
} from '../../../test/suites/discounts-suite.ts';
import { redeemDiscount } from './discounts.service.ts';

startDiscountsApp();

describe('isValidDiscount/{code}/{pickupDate}/{siteId}', () => {
  it('When a guest on the provider host checks WELCOME10 (any case) for a date in range, then results[0].id is its id', async () => {
    const welcome = await discountOf(tokens.provider, 'WELCOME10');
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
    const bayWelcome = await discountOf(tokens.provider2, 'WELCOME10');
    expect(await validId('WELCOME10', '2026-07-04', baySiteId, 'localhost')).toBe(bayWelcome.id);
    expect(await validId('WELCOME10', '2026-07-04', 0, 'localhost')).toBe(0);
    expect(await validId('BAYAREA15', '2026-07-04', 0, BAY)).not.toBe(0);
    expect(await validId('BAYAREA15', '2026-07-04', 0, CITY)).toBe(0);
  });

  it("When a provider host names another site, or staff name another's site, then it answers 404", async () => {
    expect((await isValid('WELCOME10', '2026-07-04', baySiteId, CITY)).statusCode).toBe(404);
    expect((await isValid('WELCOME10', '2026-07-04', baySiteId, 'localhost', tokens.provider)).statusCode).toBe(404);
  });

  it('When a signed-in customer checks a code, then it answers like a guest', async () => {
    const res = await isValid('WELCOME10', '2026-07-04', 0, CITY, tokens.customer);
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
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    const welcome = await discountOf(tokens.provider, 'WELCOME10');
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
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    const res = await rate(price.id, 0, '81.30');
    // tax = 8130 × 10.25 % = 833.3 → 833 cents
    expect(res.json().results[0]).toMatchObject({ id: 0, discountAmount: 0, taxPercentage: 10.25, taxAmount: 8.33 });
  });

  it('When an amount code exceeds the cost, then the discount is the cost and the tax 0', async () => {
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    const chicago = await discountOf(tokens.provider, 'CHICAGO20');
    const res = await rate(price.id, chicago.id, 15);
    expect(res.json().results[0]).toMatchObject({ discountAmount: 15, taxAmount: 0 });
    const big = await rate(price.id, chicago.id, 123.45);
    // discount 2000 cents; tax = 10345 × 10.25 % = 1060.36 → 1060 cents
    expect(big.json().results[0]).toMatchObject({ discountAmount: 20, taxAmount: 10.6 });
  });

  it('When the tax is 8.625 % (San Francisco), then $100 less $15 gives a tax of $7.33', async () => {
    const price = await priceOf(tokens.provider2, 'Sedan - Point to Point');
    const bay15 = await discountOf(tokens.provider2, 'BAYAREA15');
    const res = await rate(price.id, bay15.id, 100, { host: BAY });
    // tax = 8500 × 8.625 % = 733.125 → 733 cents
    expect(res.json().results[0]).toMatchObject({ discountAmount: 15, taxPercentage: 8.625, taxAmount: 7.33 });
  });

  it('When a percent discount has half a cent, then it rounds half up: 10 % of $0.05 is $0.01', async () => {
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    const welcome = await discountOf(tokens.provider, 'WELCOME10');
    const res = await rate(price.id, welcome.id, 0.05);
    expect(res.json().results[0]).toMatchObject({ discountAmount: 0.01, taxAmount: 0 });
  });

  it("When the price definition is another provider's, on its host or for its staff, then it answers 404", async () => {
    const bayPrice = await priceOf(tokens.provider2, 'Sedan - Point to Point');
    expect((await rate(bayPrice.id, 0, 50)).statusCode).toBe(404);
    expect((await rate(bayPrice.id, 0, 50, { host: 'localhost', token: tokens.provider })).statusCode).toBe(404);
    expect((await rate(999999, 0, 50)).statusCode).toBe(404);
  });

  it('When a customer on the product site asks about any provider’s price, then it answers', async () => {
    const bayPrice = await priceOf(tokens.provider2, 'Sedan - Point to Point');
    const res = await rate(bayPrice.id, 0, 50, { host: 'localhost', token: tokens.customer });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ taxPercentage: 8.625, taxAmount: 4.31 });
  });

  it('When the code belongs to another site than the price, then it answers 404; a disabled code 422', async () => {
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    const bayWelcome = await discountOf(tokens.provider2, 'WELCOME10');
    expect((await rate(price.id, bayWelcome.id, 50)).statusCode).toBe(404);
    const row = await create(promo());
    await post('/api/discount/enableDisable', tokens.provider, { id: row.id, isEnabled: false });
    const res = await rate(price.id, row.id, 50);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid Promo Code !!');
  });

  it('When the cost is negative or not a number, then it answers 400', async () => {
    const price = await priceOf(tokens.provider, 'Sedan - Point to Point');
    expect((await rate(price.id, 0, -1)).statusCode).toBe(400);
    expect((await rate(price.id, 0, 'abc')).statusCode).toBe(400);
  });
});

describe('redeeming inside the booking transaction', () => {
  it('When a code is redeemed, then usedCount rises by one and the code and amount are answered', async () => {
    const row = await create(promo({ kind: 'amount', value: 7.5, usageLimit: 3 }));
    const redeemed = await t.db.transaction((tx) => redeemDiscount(tx, citySiteId, row.id, '2026-06-01'));
    expect(redeemed).toEqual({ id: row.id, code: row.code, kind: 'amount', value: 7.5 });
    const after = (await get(`/api/discount/${row.id}`, { token: tokens.provider })).json().results[0];
    expect(after).toMatchObject({ usedCount: 1, remainingUses: 2 });
  });

  it('When the discount id is 0, then nothing is redeemed', async () => {
    expect(await t.db.transaction((tx) => redeemDiscount(tx, citySiteId, 0, '2026-06-01'))).toBeNull();
  });

  it('When the code no longer applies (expired, disabled, another site), then it throws 422 Invalid Promo Code !!', async () => {
    const expired = await discountOf(tokens.provider, 'SUMMER2024');
    const row = await create(promo());
    await post('/api/discount/enableDisable', tokens.provider, { id: row.id, isEnabled: false });
    for (const [siteId, id] of [
      [citySiteId, expired.id],
      [citySiteId, row.id],
      [baySiteId, (await discountOf(tokens.provider, 'WELCOME10')).id],
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
    const after = (await get(`/api/discount/${row.id}`, { token: tokens.provider })).json().results[0];
    expect(after.usedCount).toBe(1);
  });
});
