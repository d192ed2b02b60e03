import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFleetEnabled as setFleetEnabledOf } from '../../../test/fixtures/site-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSearchService, type RideQuery } from './search.service.ts';

/** The search service's two steps (candidates, then availability) and its candidate cache. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ride = (siteId: number | null): RideQuery => ({
  siteId,
  vehicleTypeId: 0,
  serviceTypeId: 0,
  passengers: 1,
  luggages: 0,
  state: 'IL',
  city: 'Chicago',
  pickupAt: new Date('2031-03-04T15:00:00Z'),
  durationMinutes: 40,
  durationInTrafficMinutes: 50,
  distanceKm: 30,
  pickupLatitude: 41.8786,
  pickupLongitude: -87.6362,
});
// The searches happen a few days before the ride, within the booking horizon (365 days).
const page = { sort: 'price_asc' as const, page: 1, pageSize: 100, now: new Date('2031-03-01T00:00:00Z') };
const setFleetEnabled = (fleetId: number, isEnabled: boolean) => setFleetEnabledOf(t.db, 5, fleetId, isEnabled);

describe('search candidates and their cache', () => {
  it('When the cache is off, then a fleet disabled since the last search is no longer offered', async () => {
    const search = createSearchService(t.db);
    const first = await search.search({ siteId: 5, now: page.now }, ride(5), page);
    expect(first.offers.length).toBeGreaterThan(0);
    const fleetId = first.offers[0].fleetId;
    await setFleetEnabled(fleetId, false);
    const second = await search.search({ siteId: 5, now: page.now }, ride(5), page);
    expect(second.offers.some((o) => o.fleetId === fleetId)).toBe(false);
    await setFleetEnabled(fleetId, true);
  });

  it('When the cache is on, then the candidates of a search are kept for its time while another search reads the database', async () => {
    const search = createSearchService(t.db, undefined, { cacheSeconds: 30 });
    const first = await search.search({ siteId: 5, now: page.now }, ride(5), page);
    const fleetId = first.offers[0].fleetId;
    await setFleetEnabled(fleetId, false);
    // Master data changed within the cache's time: the candidate is still offered...
    expect(
      (await search.search({ siteId: 5, now: page.now }, ride(5), page)).offers.some((o) => o.fleetId === fleetId),
    ).toBe(true);
    // ...while another search shape reads the database.
    expect(
      (await search.search({ siteId: null, now: page.now }, ride(null), page)).offers.some(
        (o) => o.fleetId === fleetId && o.siteId === 5,
      ),
    ).toBe(false);
    await setFleetEnabled(fleetId, true);
  });

  it("When the cache is on, then each provider's average review is read once for its time and shown on every search", async () => {
    const asked: number[][] = [];
    const averages = async (siteIds: number[]) => {
      asked.push(siteIds);
      return new Map(siteIds.filter((id) => id === 5).map((id) => [id, 4.5]));
    };
    const search = createSearchService(t.db, averages, { cacheSeconds: 30 });
    const first = await search.search({ siteId: 5, now: page.now }, ride(5), page);
    const second = await search.search({ siteId: 5, now: page.now }, ride(5), page);
    expect(first.offers[0].averageReview).toBe(4.5);
    expect(second.offers[0].averageReview).toBe(4.5);
    expect(asked).toEqual([[5]]);
    // Without the cache every search asks.
    const uncached = createSearchService(t.db, averages);
    await uncached.search({ siteId: 5, now: page.now }, ride(5), page);
    await uncached.search({ siteId: 5, now: page.now }, ride(5), page);
    expect(asked).toHaveLength(3);
  });

  it('When the marketplace is searched, then every provider serving the state is offered, each fleet once per price', async () => {
    const search = createSearchService(t.db);
    const { offers, total } = await search.search({ siteId: null, now: page.now }, ride(null), page);
    expect(total).toBe(offers.length);
    expect(new Set(offers.map((o) => o.siteId)).has(5)).toBe(true);
    const keys = offers.map((o) => `${o.siteId}:${o.fleetId}:${o.priceDefinition.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(offers.every((o, i) => i === 0 || offers[i - 1].costCents <= o.costCents)).toBe(true);
  });
});
