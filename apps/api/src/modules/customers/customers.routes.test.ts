import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens, tokenOf } from '../../../test/demo-roles.ts';
import { type BookedRide, bookRide, takeRidesYearsAhead } from '../../../test/fixtures/rides.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Customers (/admin/customers): a site's travellers, registered and guests, searched and paged. */
let t: TestApp;
let tokens: DemoTokens;
let clock = new Date('2026-11-22T12:00:00Z');
let first: BookedRide;
let second: BookedRide;
let cancelled: BookedRide;

type Customer = {
  customerId: string;
  customerType: string;
  firstName: string;
  lastName: string;
  email: string;
  noOfBookings: number;
  totalSpent: number;
  lastRide: string | null;
};

const list = async (token: string | undefined, query = '', host = 'citylimo.localhost') =>
  t.app.inject({
    url: `/api/customer/mappingBySiteId${query}`,
    headers: token ? { ...t.bearer(token), host } : { host },
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await takeRidesYearsAhead(t);
  tokens = await demoTokens(t);
  const guest = { firstName: 'Zebulon', lastName: 'Quartermaine', email: 'zebulon.q@example.com' };
  first = await bookRide(t, { date: '2030-03-02', time: '09:00', guest });
  second = await bookRide(t, { date: '2030-03-06', time: '10:00', guest: { ...guest } });
  cancelled = await bookRide(t, { date: '2030-03-08', time: '10:00', guest: { ...guest } });
  await bookRide(t, { date: '2030-03-04', time: '11:00', host: 'baychauffeurs.localhost', guest });
  const paid = await t.send('POST', '/api/booking/updatepaymentstatus', tokens.provider, {
    bookingId: first.id,
    paymentStatus: 'Paid',
  });
  expect(paid.statusCode).toBe(200);
  const cancel = await t.send('POST', '/api/booking/updatebookingstatus', tokens.provider, {
    bookingId: cancelled.id,
    bookingStatus: 'cancelled',
  });
  expect(cancel.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET api/customer/mappingBySiteId', () => {
  it('When the provider searches a guest by name, then each booking e-mail folds into one traveller with bookings, spend and last ride', async () => {
    // Guests are one row per booking form, so search by the address finds each guest row of the site.
    const before = await list(tokens.provider, '?search=Quartermaine');
    expect(before.statusCode).toBe(200);
    const rows = before.json().results as Customer[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.customerType).toBe('Guest');
      expect(row.customerId).toMatch(/^G\d+$/);
      expect(row.lastName).toBe('Quartermaine');
    }
    const total = rows.reduce((sum, r) => sum + r.noOfBookings, 0);
    // Three bookings on this site, one cancelled: two count; the bay booking is not this site's.
    expect(total).toBe(2);
    const spent = rows.reduce((sum, r) => sum + Math.round(r.totalSpent * 100), 0);
    expect(spent).toBe(Math.round(first.totalPrice * 100));
    expect(rows.every((r) => r.lastRide === null)).toBe(true);
  });

  it('When the clock passes the rides, then the last ride is the latest pickup not cancelled', async () => {
    clock = new Date('2030-03-10T00:00:00Z');
    try {
      // Tokens are checked against the moved clock too, so sign in again after moving it.
      const later = await tokenOf(t, 'provider');
      const rows = (await list(later, '?search=zebulon.q@example.com')).json().results as Customer[];
      const lastRides = rows.map((r) => r.lastRide).filter((v): v is string => v !== null);
      expect(lastRides.length).toBeGreaterThan(0);
      const latest = lastRides.sort().at(-1) as string;
      // 2030-03-06 10:00 in Chicago (UTC-6) is 16:00 UTC; the cancelled ride of the 8th does not count.
      expect(latest).toBe('2030-03-06T16:00:00.000Z');
      expect(second.siteId).toBe(5);
    } finally {
      clock = new Date('2026-11-22T12:00:00Z');
    }
  });

  it('When the demo customer has booked, then they are listed as a registered traveller with a U id', async () => {
    const rows = (await list(tokens.provider, '?search=customer')).json().results as Customer[];
    const registered = rows.filter((r) => r.customerType === 'Registered');
    expect(registered.length).toBe(1);
    expect(registered[0].customerId).toMatch(/^U\d+$/);
    expect(registered[0].noOfBookings).toBeGreaterThan(0);
  });

  it('When the list is paged, then it answers 10 rows a page and the total across pages', async () => {
    const page1 = (await list(tokens.provider, '?page=1&pageSize=10')).json();
    expect(page1.results.length).toBeLessThanOrEqual(10);
    expect(page1.totalCount).toBeGreaterThanOrEqual(page1.results.length);
    const page2 = (await list(tokens.provider, '?page=2&pageSize=10')).json();
    const ids1 = (page1.results as Customer[]).map((r) => r.customerId);
    for (const row of page2.results as Customer[]) expect(ids1).not.toContain(row.customerId);
    expect(page2.totalCount ?? 0).toBe(page2.results.length ? page1.totalCount : 0);
  });

  it('When a standard user or the platform administrator naming the site asks, then they see the same travellers', async () => {
    const mine = (await list(tokens.provider, '?search=Quartermaine')).json().results as Customer[];
    const spUser = (await list(tokens.dispatcher, '?search=Quartermaine')).json().results as Customer[];
    const admin = (await list(tokens.superadmin, '?siteId=5&search=Quartermaine', 'localhost')).json()
      .results as Customer[];
    expect(spUser.map((r) => r.customerId)).toEqual(mine.map((r) => r.customerId));
    expect(admin.map((r) => r.customerId)).toEqual(mine.map((r) => r.customerId));
  });

  it("When another provider asks, then it sees only its own travellers and another site's id answers 404", async () => {
    const bay = (await list(tokens.provider2, '?search=Quartermaine', 'baychauffeurs.localhost')).json()
      .results as Customer[];
    expect(bay.reduce((sum, r) => sum + r.noOfBookings, 0)).toBe(1);
    const mine = (await list(tokens.provider, '?search=Quartermaine')).json().results as Customer[];
    for (const row of bay) expect(mine.map((r) => r.customerId)).not.toContain(row.customerId);
    expect((await list(tokens.provider2, '?siteId=5', 'baychauffeurs.localhost')).statusCode).toBe(404);
  });

  it('When the search matches nobody, then the list is empty with a total of 0', async () => {
    const body = (await list(tokens.provider, '?search=nobody-by-this-name')).json();
    expect(body.results).toEqual([]);
    expect(body.totalCount).toBe(0);
  });

  it('When the page or the search is not valid, then it answers 400', async () => {
    expect((await list(tokens.provider, '?page=0')).statusCode).toBe(400);
    expect((await list(tokens.provider, `?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('When nobody is signed in, then it answers 401; a traveller gets 403', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(tokens.customer)).statusCode).toBe(403);
  });
});
