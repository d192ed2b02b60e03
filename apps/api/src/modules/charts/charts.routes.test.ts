import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** The dashboard's booking charts, checked against the demo bookings counted directly. */
let t: TestApp;
let tokens: DemoTokens;

const CITY = { host: 'citylimo.localhost' };
const today = new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FROM = shift(-30);
const TO = shift(30);

const get = (path: string, token?: string, headers: Record<string, string> = CITY) =>
  t.app.inject({ url: path, headers: { ...headers, ...(token ? t.bearer(token) : {}) } });

const count = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

const custom = `chartperiod=custom&chartFromDate=${FROM}&chartToDate=${TO}`;

describe('api/booking/getbookingchartdetails', () => {
  it("When the provider asks for a custom period by pickup day, then each day's bookings by status add up to the site's bookings", async () => {
    const res = await get(`/api/booking/getbookingchartdetails?${custom}&chartType=pickup`, tokens.provider);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      chartperiod: 'custom',
      chartType: 'pickup',
      chartFromDate: FROM,
      chartToDate: TO,
      unit: 'day',
    });
    expect(body.results).toHaveLength(61);
    const total = body.results.reduce((sum: number, r: { total: number }) => sum + r.total, 0);
    const expected = await count(sql`select count(*)::int as n from bookings where site_id = 5
      and ((pickup_at + make_interval(mins => pickup_offset)) at time zone 'UTC')::date between ${FROM}::date and ${TO}::date`);
    expect(expected).toBeGreaterThan(0);
    expect(total).toBe(expected);
    const completed = body.results.reduce((sum: number, r: { completed: number }) => sum + r.completed, 0);
    expect(completed).toBeGreaterThan(0);
    for (const row of body.results)
      expect(row.total).toBe(
        row.scheduled +
          row.confirmed +
          row.assigned +
          row['en route'] +
          row.arrived +
          row.completed +
          row.cancelled +
          row['no show'],
      );
  });

  it('When the periods are week, month and year, then 7 days, the days of the month and 12 months answer', async () => {
    const week = (await get('/api/booking/getbookingchartdetails?chartperiod=week', tokens.dispatcher)).json();
    expect(week.results).toHaveLength(7);
    expect(week.results.map((r: { key: string }) => r.key)).toContain(today);
    const month = (
      await get('/api/booking/getbookingchartdetails?chartperiod=month&chartType=created', tokens.provider)
    ).json();
    expect(month.results[0].key).toBe(`${today.slice(0, 7)}-01`);
    const year = (await get('/api/booking/getbookingchartdetails?chartperiod=year', tokens.provider)).json();
    expect(year.unit).toBe('month');
    expect(year.results).toHaveLength(12);
  });

  it('When the period or the dates are wrong, then 400 with the messages', async () => {
    const none = await get('/api/booking/getbookingchartdetails', tokens.provider);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Please choose the chart period');
    const noDates = await get('/api/booking/getbookingchartdetails?chartperiod=custom', tokens.provider);
    expect(noDates.body).toContain('Please choose the from date');
    const backwards = await get(
      '/api/booking/getbookingchartdetails?chartperiod=custom&chartFromDate=2026-02-01&chartToDate=2026-01-01',
      tokens.provider,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The to date must be on or after the from date');
    expect(
      (await get('/api/booking/getbookingchartdetails?chartperiod=week&chartType=pie', tokens.provider)).statusCode,
    ).toBe(400);
  });

  it('When nobody, a customer, or another provider naming this site asks, then 401, 403 and 404', async () => {
    expect((await get('/api/booking/getbookingchartdetails?chartperiod=week')).statusCode).toBe(401);
    expect((await get('/api/booking/getbookingchartdetails?chartperiod=week', tokens.customer)).statusCode).toBe(403);
    expect(
      (await get('/api/booking/getbookingchartdetails?chartperiod=week&siteId=5', tokens.provider2)).statusCode,
    ).toBe(404);
  });

  it("When the platform administrator names a site, then that site's chart answers", async () => {
    const res = await get(`/api/booking/getbookingchartdetails?${custom}&siteId=6`, tokens.superadmin, {});
    const total = res.json().results.reduce((sum: number, r: { total: number }) => sum + r.total, 0);
    const expected = await count(sql`select count(*)::int as n from bookings where site_id = 6
      and ((pickup_at + make_interval(mins => pickup_offset)) at time zone 'UTC')::date between ${FROM}::date and ${TO}::date`);
    expect(total).toBe(expected);
  });
});

describe('api/booking/getspuserchartdetails', () => {
  it("When the provider asks, then each of its staff answers with rides assigned and completed; the other site's staff do not", async () => {
    const res = await get(`/api/booking/getspuserchartdetails?${custom}`, tokens.provider);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.results.map((r: { name: string }) => r.name);
    expect(names).toContain('Dana Brooks');
    const assigned =
      await count(sql`select count(*)::int as n from bookings where site_id = 5 and assigned_to is not null
      and booking_status not in ('cancelled', 'no show')
      and ((pickup_at + make_interval(mins => pickup_offset)) at time zone 'UTC')::date between ${FROM}::date and ${TO}::date`);
    expect(body.results.reduce((sum: number, r: { assigned: number }) => sum + r.assigned, 0)).toBe(assigned);
    expect(typeof body.unassigned).toBe('number');
    const bay = (
      await get(`/api/booking/getspuserchartdetails?${custom}`, tokens.provider2, { host: 'baychauffeurs.localhost' })
    ).json();
    expect(bay.results.map((r: { name: string }) => r.name)).not.toContain('Dana Brooks');
  });

  it('When the period is missing or a customer asks, then 400 and 403', async () => {
    expect((await get('/api/booking/getspuserchartdetails', tokens.provider)).statusCode).toBe(400);
    expect((await get('/api/booking/getspuserchartdetails?chartperiod=week', tokens.customer)).statusCode).toBe(403);
  });
});

describe('api/booking/getrevenuechartdetails', () => {
  it('When the provider asks, then revenue per day sums the rides not called off, to the cent', async () => {
    const res = await get(`/api/booking/getrevenuechartdetails?${custom}`, tokens.provider);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = (
      (await t.db.execute(sql`select coalesce(sum(total_price), 0)::float8 as n from bookings where site_id = 5
      and booking_status not in ('cancelled', 'no show')
      and ((pickup_at + make_interval(mins => pickup_offset)) at time zone 'UTC')::date between ${FROM}::date and ${TO}::date`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
    expect(body.totalRevenue).toBeCloseTo(expected, 2);
    for (const row of body.results) expect(row.paid).toBeLessThanOrEqual(row.revenue);
    const year = (await get('/api/booking/getrevenuechartdetails?chartperiod=year', tokens.provider)).json();
    expect(year.results).toHaveLength(12);
  });

  it('When the period is unknown, nobody is signed in, or another provider names this site, then 400, 401, 404', async () => {
    expect((await get('/api/booking/getrevenuechartdetails?chartperiod=forever', tokens.provider)).statusCode).toBe(
      400,
    );
    expect((await get('/api/booking/getrevenuechartdetails?chartperiod=week')).statusCode).toBe(401);
    expect(
      (await get('/api/booking/getrevenuechartdetails?chartperiod=week&siteId=5', tokens.provider2)).statusCode,
    ).toBe(404);
  });
});

describe('api/VehicleType/getbookedVehicletypechartdetails', () => {
  it('When the provider asks (in any casing), then each of its vehicle types answers with its rides not called off', async () => {
    const res = await get('/api/vehicletype/getbookedvehicletypechartdetails', tokens.provider);
    expect(res.statusCode).toBe(200);
    const rows = res.json().results as { name: string; count: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const expected = await count(
      sql`select count(*)::int as n from bookings where site_id = 5 and booking_status not in ('cancelled', 'no show')`,
    );
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(expected);
  });

  it('When a customer, nobody, or another provider naming this site asks, then 403, 401 and 404', async () => {
    expect((await get('/api/VehicleType/getbookedVehicletypechartdetails', tokens.customer)).statusCode).toBe(403);
    expect((await get('/api/VehicleType/getbookedVehicletypechartdetails')).statusCode).toBe(401);
    expect((await get('/api/VehicleType/getbookedVehicletypechartdetails?siteId=5', tokens.provider2)).statusCode).toBe(
      404,
    );
    expect((await get('/api/VehicleType/getbookedVehicletypechartdetails?siteId=x', tokens.provider)).statusCode).toBe(
      400,
    );
  });
});
