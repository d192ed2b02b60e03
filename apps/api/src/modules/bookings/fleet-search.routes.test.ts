/**
 * Searching for a fleet and asking whether one is free: priced offers in the provider's state, seats,
 * paging and sorting, and a booked fleet answering busy for its time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rideDate } from '../../../test/ride-dates.ts';
import { CITYLIMO, type OfferDto, searchUrl, useBookingApp } from '../../../test/suites/bookings-suite.ts';
import type { TestApp } from '../../../test/test-app.ts';

const { app, estimate, vehicleTypeId, sedanOffer, newGuest, book } = useBookingApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe('fleet search', () => {
  it('When a guest searches a ride in the provider state, then fleets of that provider answer, priced and sorted by price', async () => {
    const est = await estimate(rideDate('2026-12-01'), '09:30');
    expect(est.estimatedDistanceKm).toBeGreaterThan(20);
    const vt = await vehicleTypeId(/sedan/i);
    const res = await t.app.inject({
      url: searchUrl({ est, vt, date: rideDate('2026-12-01'), time: '09:30' }),
      headers: CITYLIMO,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.length).toBeGreaterThan(0);
    const costs = body.results.map((o: OfferDto) => o.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const offer of body.results) {
      expect(offer.siteId).toBe(5);
      expect(offer.site.serviceProvider.name).toBe('City Limo LLC');
      expect(offer.priceDefinition.taxPercentage).toBeGreaterThan(0);
      expect(offer.seater).toBeGreaterThanOrEqual(2);
    }
  });

  it('When more passengers than any fleet seats are asked for, then nothing is offered', async () => {
    const est = await estimate(rideDate('2026-12-01'), '09:30');
    const vt = await vehicleTypeId(/sedan/i);
    const res = await t.app.inject({
      url: searchUrl({ est, vt, date: rideDate('2026-12-01'), time: '09:30', passengers: 30 }),
      headers: CITYLIMO,
    });
    expect(res.json().results).toEqual([]);
  });

  it('When the pickup state is not served by the provider, then nothing is offered', async () => {
    const est = await estimate(rideDate('2026-12-01'), '09:30');
    const vt = await vehicleTypeId(/sedan/i);
    const url = searchUrl({ est, vt, date: rideDate('2026-12-01'), time: '09:30' }).replace('/IL/', '/NV/');
    expect((await t.app.inject({ url, headers: CITYLIMO })).json().results).toEqual([]);
  });

  it('When the pickup has passed or a parameter is malformed, then it answers 400', async () => {
    const est = await estimate(rideDate('2026-12-01'), '09:30');
    const vt = await vehicleTypeId(/sedan/i);
    expect(
      (await t.app.inject({ url: searchUrl({ est, vt, date: '2026-11-01', time: '09:30' }), headers: CITYLIMO }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: searchUrl({ est, vt, date: rideDate('2026-12-01'), time: '9h30' }),
          headers: CITYLIMO,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('When sorted by price high to low and paged, then the order and page size follow', async () => {
    const est = await estimate(rideDate('2026-12-01'), '09:30');
    const vt = await vehicleTypeId(/sedan/i);
    const res = await t.app.inject({
      url: searchUrl({ est, vt, date: rideDate('2026-12-01'), time: '09:30', query: '?sort=price_desc&pageSize=1' }),
      headers: CITYLIMO,
    });
    const body = res.json();
    expect(body.results).toHaveLength(1);
    expect(body.totalCount).toBeGreaterThanOrEqual(1);
  });
});

describe('fleet availability', () => {
  it('When a fleet is asked about a time it is booked, then isAvailable is false; another time, true', async () => {
    const date = rideDate('2026-12-10');
    const offer = await sedanOffer(date, '16:00');
    expect((await book({ offer, date, time: '16:00', guestId: (await newGuest()).id })).statusCode).toBe(201);
    const busy = await t.app.inject({
      url: `/api/fleet/isavailablefleetbyid/${offer.fleetId}/0/2/${date}/16:15/${date}/16:45?offset=-360`,
      headers: CITYLIMO,
    });
    expect(busy.json().results[0].isAvailable).toBe(false);
    const free = await t.app.inject({
      url: `/api/fleet/isavailablefleetbyid/${offer.fleetId}/0/2/${date}/22:00/${date}/23:00?offset=-360`,
      headers: CITYLIMO,
    });
    expect(free.json().results[0].isAvailable).toBe(true);
  });
});
