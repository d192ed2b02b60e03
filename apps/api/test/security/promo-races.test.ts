/**
 * A one-use promo code raced: ten travellers book at once, each with the same code that may be
 * used once. The database decides (one conditional UPDATE of the code's use count inside each
 * booking's transaction), so exactly one booking carries the discount and the nine others are
 * refused whole: no booking row, no fleet held, the code counted once. On PostgreSQL in CI
 * (TEST_DATABASE_URL), where the requests really overlap.
 */
import { DISCOUNT_MESSAGES } from '@ridedesk/domain/pricing/discount-form';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../demo-roles.ts';
import { bookRide, takeRidesYearsAhead } from '../fixtures/rides.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let provider: string;

beforeAll(async () => {
  t = await createTestApp();
  await takeRidesYearsAhead(t);
  provider = await tokenOf(t, 'provider');
});
afterAll(async () => {
  await t?.close();
});

const oneUseCode = async () => {
  const code = `RACE${Date.now().toString(36).toUpperCase()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/discount/create',
    headers: { host: 'citylimo.localhost', ...t.bearer(provider) },
    payload: {
      code,
      description: 'One use only',
      kind: 'percent',
      value: 50,
      validFrom: '2025-01-01',
      validTo: '2031-12-31',
      usageLimit: 1,
      isDraft: false,
      isPublished: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0] as { id: number; code: string };
};

describe('A one-use promo code raced ten ways', () => {
  it('When ten bookings use a one-use code at once, then exactly one is made, with the discount, and the code is used once', async () => {
    const promo = await oneUseCode();
    const marker = `promo-race-${promo.id}`;
    // Ten different days, so no two bookings compete for a fleet: only the code is contended.
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        bookRide(t, {
          date: `2030-03-${String(i + 1).padStart(2, '0')}`,
          time: '10:00',
          discountId: promo.id,
          comments: marker,
        }),
      ),
    );
    const made = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(String(r.reason)).toContain(DISCOUNT_MESSAGES.invalid);

    // Afterwards, in the rows: one booking with this marker, discounted; the code counted once.
    const rows = (
      await t.db.execute(
        sql`select id, discount_price::float as discount from bookings where site_id = 5 and comments = ${marker}`,
      )
    ).rows as { id: number; discount: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].discount).toBeGreaterThan(0);
    const [code] = (await t.db.execute(sql`select used_count from discounts where id = ${promo.id}`)).rows as {
      used_count: number;
    }[];
    expect(Number(code.used_count)).toBe(1);
  });
});
