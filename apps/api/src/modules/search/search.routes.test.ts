/**
 * One car, one price (issue 17 defect 9, decision 0023): a search that names no service type lists
 * each fleet once, at the price that applies to the trip; a search that names one keeps to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CITYLIMO = { host: 'citylimo.localhost' };
const PRODUCT = { host: 'localhost' };
const DOWNTOWN = '233 S Wacker Dr, Chicago, IL 60606';
const MAGNIFICENT_MILE = '875 N Michigan Ave, Chicago, IL 60611';
const OHARE = "Chicago O'Hare International Airport (ORD), Chicago, IL, USA";

type Offer = {
  siteId: number;
  fleetId: number;
  costCents: number;
  serviceType: { id: number; name: string };
  priceDefinition: { id: number; priceType: string };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const search = async (o: { serviceTypeId: number; dropoff: string; headers?: Record<string, string> }) => {
  const date = rideDate('2026-12-02');
  const res = await t.app.inject({
    url: `/api/fleet/searchavailablefleet/40/50/${o.serviceTypeId}/${await sedanId()}/1/0/${date}/11:00/${encodeURIComponent(DOWNTOWN)}/${encodeURIComponent(o.dropoff)}/IL/41.8786/-87.6362/-360/30?pageSize=100`,
    headers: o.headers ?? CITYLIMO,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: Offer[]; totalCount: number };
};

const sedanId = async () => {
  const res = await t.app.inject({ url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', headers: CITYLIMO });
  const list = res.json().results as { vehicleType: { id: number; name: string } }[];
  return list.find((v) => v.vehicleType.name === 'Sedan')!.vehicleType.id;
};

const serviceTypeId = async (name: string) => {
  const res = await t.app.inject({ url: '/api/serviceType/getServiceTypeBySiteIdOrState?state=IL', headers: CITYLIMO });
  const list = res.json().results as { serviceType: { id: number; name: string } }[];
  return list.find((s) => s.serviceType.name === name)!.serviceType.id;
};

const cars = (offers: Offer[]) => offers.map((o) => `${o.siteId}:${o.fleetId}`);
const costByCar = (offers: Offer[]) => new Map(offers.map((o) => [`${o.siteId}:${o.fleetId}`, o.costCents]));

describe('one car, one price', () => {
  it('When a ride to the airport is searched with any service, then each car is listed once at its Airport Transfer price', async () => {
    const any = await search({ serviceTypeId: 0, dropoff: OHARE });
    expect(any.results.length).toBeGreaterThan(0);
    expect(new Set(cars(any.results)).size).toBe(any.results.length);
    expect(any.totalCount).toBe(any.results.length);
    expect(any.results.every((o) => o.serviceType.name === 'Airport Transfer')).toBe(true);
    // The price is the one the Airport Transfer search offers for that car.
    const airport = costByCar(
      (await search({ serviceTypeId: await serviceTypeId('Airport Transfer'), dropoff: OHARE })).results,
    );
    for (const o of any.results) expect(o.costCents).toBe(airport.get(`${o.siteId}:${o.fleetId}`));
  });

  it('When a ride across town is searched with any service, then each car is listed once at the lowest of its point-to-point and hourly prices', async () => {
    const any = await search({ serviceTypeId: 0, dropoff: MAGNIFICENT_MILE });
    expect(any.results.length).toBeGreaterThan(0);
    expect(new Set(cars(any.results)).size).toBe(any.results.length);
    expect(any.results.some((o) => o.serviceType.name === 'Airport Transfer')).toBe(false);
    const pointToPoint = costByCar(
      (await search({ serviceTypeId: await serviceTypeId('Point to Point'), dropoff: MAGNIFICENT_MILE })).results,
    );
    const hourly = costByCar(
      (await search({ serviceTypeId: await serviceTypeId('Hourly Charter'), dropoff: MAGNIFICENT_MILE })).results,
    );
    for (const o of any.results) {
      const key = `${o.siteId}:${o.fleetId}`;
      const lowest = Math.min(
        pointToPoint.get(key) ?? Number.POSITIVE_INFINITY,
        hourly.get(key) ?? Number.POSITIVE_INFINITY,
      );
      expect(o.costCents).toBe(lowest);
    }
    // A 30 km sedan ride: $15 + $3.25 x 18.64 mi = $75.58 per mile, against $170 for two hours.
    expect(any.results.every((o) => o.serviceType.name === 'Point to Point')).toBe(true);
  });

  it('When a service type is named, then each car is listed once at that service type', async () => {
    const hourlyId = await serviceTypeId('Hourly Charter');
    const hourly = await search({ serviceTypeId: hourlyId, dropoff: OHARE });
    expect(hourly.results.length).toBeGreaterThan(0);
    expect(new Set(cars(hourly.results)).size).toBe(hourly.results.length);
    expect(
      hourly.results.every((o) => o.serviceType.id === hourlyId && o.priceDefinition.priceType === 'Per Hour'),
    ).toBe(true);
  });

  it('When the marketplace is searched with any service, then every provider lists each of its cars once', async () => {
    const any = await search({ serviceTypeId: 0, dropoff: OHARE, headers: PRODUCT });
    expect(any.results.some((o) => o.siteId === 5)).toBe(true);
    expect(new Set(cars(any.results)).size).toBe(any.results.length);
    expect(any.results.every((o) => o.serviceType.name === 'Airport Transfer')).toBe(true);
  });
});
