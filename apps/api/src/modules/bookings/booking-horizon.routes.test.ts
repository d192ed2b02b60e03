/**
 * The booking horizon (issue 16, defect 5): a booking for 31 December 9999 was accepted. A site
 * takes rides up to BookingHorizonDays ahead (365 unless it sets its own), in fleet search and
 * in booking creation, with 'Pickup date must be within N days from today.'
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITYLIMO, type Estimate, searchUrl, useBookingApp } from '../../../test/suites/bookings-suite.ts';
import type { TestApp } from '../../../test/test-app.ts';

// The suites' clock stands at 2026-11-22 12:00 UTC, 06:00 in Chicago: the last day of a
// 365-day horizon is 2027-11-22, of a 30-day one 2026-12-22.
const { app, estimate, vehicleTypeId, sedanOffer, newGuest, book } = useBookingApp();
const HORIZON_SETTING_ID = 6;
let t: TestApp;
let est: Estimate;
let sedan: number;
let provider: string;
beforeAll(async () => {
  t = app();
  est = await estimate('2026-12-08', '10:00');
  sedan = await vehicleTypeId(/sedan/i);
  provider = (await t.signIn('provider', 'admin-portal', 'ridedesk-demo', CITYLIMO.host)).access_token;
});

const search = (date: string, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ url: searchUrl({ est, vt: sedan, date, time: '10:00' }), headers });
/** City Limo's bookings picking up on or after a Chicago date (the demo's are all within 12 days of today). */
const bookingsFrom = async (date: string) => {
  const result = await t.db.execute(
    sql`select count(*)::int as n from bookings where site_id = 5 and pickup_at >= ${`${date}T00:00:00-06:00`}::timestamptz`,
  );
  return (result.rows[0] as { n: number }).n;
};
/** The search offers fleets on the horizon's last day and refuses the day after, naming the horizon. */
const expectLastDay = async (last: string, dayAfter: string, days: number) => {
  const onLast = await search(last);
  expect(onLast.statusCode).toBe(200);
  expect(onLast.json().results.length).toBeGreaterThan(0);
  const after = await search(dayAfter);
  expect(after.statusCode).toBe(400);
  expect(after.json().message).toBe(`Pickup date must be within ${days} days from today.`);
};
const setHorizon = (value: string) =>
  t.send('POST', '/api/sitesetting/update', provider, { SettingId: HORIZON_SETTING_ID, value }, CITYLIMO);

describe('the booking horizon, 365 days by default', () => {
  it('When a traveller searches for 31 December 9999, then the search is refused (400) with the horizon message', async () => {
    const res = await search('9999-12-31');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pickup date must be within 365 days from today.');
    expect(res.json().fields).toMatchObject({ pickupdate: 'Pickup date must be within 365 days from today.' });
  });

  it('When the search is for the last day of the horizon, then fleets are offered; the day after is refused', async () => {
    await expectLastDay('2027-11-22', '2027-11-23', 365);
  });

  it('When a booking is made for 31 December 9999 with a real offer, then it is refused (422) and nothing is written', async () => {
    const offer = await sedanOffer('2026-12-08', '10:00');
    const guest = await newGuest();
    for (const date of ['9999-12-31', '2027-11-23']) {
      const res = await book({ offer, date, time: '10:00', guestId: guest.id });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().message).toBe('Pickup date must be within 365 days from today.');
      expect(await bookingsFrom(date)).toBe(0);
    }
  });

  it('When a traveller on the product site searches every provider for 9999, then it is refused with the host site horizon', async () => {
    const res = await search('9999-12-31', { host: 'localhost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pickup date must be within 365 days from today.');
  });
});

describe("a site's own booking horizon (BookingHorizonDays)", () => {
  it('When the administrator sets a value that is not 1 to 3650 whole days, then it is refused (400) and the setting keeps its value', async () => {
    for (const value of ['0', '3651', 'abc', '12.5', '']) {
      const res = await setHorizon(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toBe('The booking horizon must be a whole number of days from 1 to 3650.');
    }
    expect((await search('2027-11-22')).statusCode).toBe(200);
  });

  it('When City Limo takes rides 30 days ahead, then its search and booking refuse day 31 with "30 days", and day 30 is offered', async () => {
    const before = await search('2027-01-10', { host: 'localhost' });
    expect(before.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(true);
    expect((await setHorizon('30')).statusCode).toBe(200);

    await expectLastDay('2026-12-22', '2026-12-23', 30);

    const offer = await sedanOffer('2026-12-08', '10:00');
    const res = await book({ offer, date: '2026-12-23', time: '10:00', guestId: (await newGuest()).id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Pickup date must be within 30 days from today.');
    expect(await bookingsFrom('2026-12-23')).toBe(0);
  });

  it("When a traveller on the product site searches every provider beyond City Limo's horizon, then City Limo's fleets are left out", async () => {
    const res = await search('2027-01-10', { host: 'localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(false);
    const within = await search('2026-12-21', { host: 'localhost' });
    expect(within.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(true);
  });
});
