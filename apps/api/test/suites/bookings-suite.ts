/**
 * One test app for a booking route suite, with the fixed clock and the Chicago ride the suites share:
 * the ride estimate, the fleet search URL, a new guest, and the booking call.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

export const CITYLIMO = { host: 'citylimo.localhost' };
export const PICKUP = '233 S Wacker Dr, Chicago, IL 60606';
export const DROPOFF = "O'Hare International Airport, Chicago, IL 60666";

/** The suites' ride as a booking names it: downtown to O'Hare, two passengers and a bag, no promo code, no tip. */
export const RIDE = {
  pickUpLocation: PICKUP,
  dropOffLocation: DROPOFF,
  noOfPassengers: 2,
  noOfLuggages: 1,
  discountId: 0,
  gratuityPrice: 0,
};
// A fixed clock keeps pickups in the future and rush-hour factors stable.
export const NOW = new Date('2026-11-22T12:00:00Z');

export type Estimate = {
  estimatedDistanceKm: number;
  estimatedDurationMinutes: number;
  estimatedDurationInTrafficMinutes: number;
};

export type OfferDto = {
  fleetId: number;
  siteId: number;
  cost: number;
  priceDefinition: { id: number; taxPercentage: number };
};

export const searchUrl = (o: {
  est: Estimate;
  vt: number;
  date: string;
  time: string;
  passengers?: number;
  luggages?: number;
  query?: string;
}) =>
  `/api/fleet/searchavailablefleet/${o.est.estimatedDurationMinutes}/${o.est.estimatedDurationInTrafficMinutes}/0/${o.vt}/${o.passengers ?? 2}/${o.luggages ?? 1}/${o.date}/${o.time}/${encodeURIComponent(PICKUP)}/${encodeURIComponent(DROPOFF)}/IL/41.8786/-87.6362/-360/${o.est.estimatedDistanceKm}${o.query ?? ''}`;

/** Registers the suite's beforeAll/afterAll; the returned helpers work once beforeAll has run. */
export function useBookingApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error('useBookingApp: the test app is built in beforeAll');
    return t;
  };

  const estimate = async (date: string, time: string): Promise<Estimate> => {
    const res = await app().app.inject({
      url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(PICKUP)}&destinationAddress=${encodeURIComponent(DROPOFF)}&City=Chicago&Country=US&pickupDateTime=${date}T${time}`,
      headers: CITYLIMO,
    });
    expect(res.statusCode).toBe(200);
    return res.json().results[0];
  };

  const vehicleTypeId = async (name: RegExp, headers: Record<string, string> = CITYLIMO) => {
    const res = await app().app.inject({ url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', headers });
    const list = res.json().results as { id: number; vehicleType?: { id: number; name: string }; name?: string }[];
    const match = list.find((v) => name.test(v.vehicleType?.name ?? v.name ?? ''));
    if (!match)
      throw new Error(`no vehicle type ${name} in ${JSON.stringify(list.map((v) => v.vehicleType?.name ?? v.name))}`);
    return match.vehicleType?.id ?? match.id;
  };

  /** The sedan fleets City Limo offers for the Chicago ride at that time, cheapest first. */
  const sedanOffers = async (date: string, time: string): Promise<OfferDto[]> => {
    const est = await estimate(date, time);
    const vt = await vehicleTypeId(/sedan/i);
    const res = await app().app.inject({ url: searchUrl({ est, vt, date, time }), headers: CITYLIMO });
    expect(res.statusCode).toBe(200);
    return res.json().results;
  };
  const sedanOffer = async (date: string, time: string) => (await sedanOffers(date, time))[0];

  const newGuest = async (headers: Record<string, string> = CITYLIMO) => {
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/guestuser/create',
      headers,
      payload: { firstName: 'Gina', lastName: 'Guest', emailaddress: 'gina@example.com', mobilenumber: '312-555-0100' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().results[0] as { id: number; uniqueId: string };
  };

  const book = (o: {
    offer: OfferDto;
    date: string;
    time: string;
    guestId?: number;
    headers?: Record<string, string>;
    body?: object;
  }) =>
    app().app.inject({
      method: 'POST',
      url: `/api/booking/create/${o.time}/00:00/${o.offer.priceDefinition.id}/${o.offer.fleetId}/Chicago/IL/41.8786/-87.6362/-360`,
      headers: o.headers ?? CITYLIMO,
      payload: {
        guestUserId: o.guestId,
        bookingFromDate: o.date,
        ...RIDE,
        comments: 'Flight UA 123',
        paymentType: 'COD',
        ...o.body,
      },
    });

  return { app, estimate, vehicleTypeId, sedanOffers, sedanOffer, newGuest, book };
}
