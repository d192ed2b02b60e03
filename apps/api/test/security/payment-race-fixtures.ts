/**
 * Shared by the payment and refund race suites: many fresh guest bookings made quickly (the fleet
 * search runs once per host, then each booking is a guest and a booking call on a slot of its own),
 * and raw reads of the payment tables to check the money afterwards.
 */
import type { SQL } from 'drizzle-orm';
import { type BookedRide, RIDES } from '../fixtures/rides.ts';
import { rideDay } from '../ride-dates.ts';
import type { TestApp } from '../test-app.ts';

export type Ride = BookedRide & { guestUniqueId: string };
export type Host = { host: 'citylimo.localhost' | 'baychauffeurs.localhost' };
export const CITY: Host = { host: 'citylimo.localhost' };
export const BAY: Host = { host: 'baychauffeurs.localhost' };
export const NOW = new Date('2026-11-22T12:00:00Z');

/** Three slots a day, five hours apart: no two bookings want the one fleet at once. */
const TIMES = ['07:00', '12:00', '17:00'];

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const rowsOf = async <T>(t: TestApp, query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Makes guest bookings of a sedan on each host, each on a slot of its own. */
export const bookingMaker = (t: TestApp) => {
  const offers = new Map<string, { fleetId: number; priceDefinitionId: number }>();
  let slot = 0;

  const offerOf = async (host: Host, date: string, time: string) => {
    const known = offers.get(host.host);
    if (known) return known;
    const ride = RIDES[host.host];
    const est = (
      await t.app.inject({
        url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(ride.pickup)}&destinationAddress=${encodeURIComponent(ride.dropoff)}&City=${encodeURIComponent(ride.city)}&Country=US&pickupDateTime=${date}T${time}`,
        headers: host,
      })
    ).json().results[0];
    const types = (
      await t.app.inject({ url: `/api/vehicleType/getVehicleTypeBySiteIdOrState?state=${ride.state}`, headers: host })
    ).json().results as { id: number; vehicleType?: { id: number; name: string }; name?: string }[];
    const type = types.find((v) => /sedan/i.test(v.vehicleType?.name ?? v.name ?? ''));
    if (!type) throw new Error(`no sedan on ${host.host}`);
    const found = (
      await t.app.inject({
        url: `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${type.vehicleType?.id ?? type.id}/2/1/${date}/${time}/${encodeURIComponent(ride.pickup)}/${encodeURIComponent(ride.dropoff)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}/${est.estimatedDistanceKm}?pageSize=50`,
        headers: host,
      })
    ).json().results as { fleetId: number; priceDefinition: { id: number } }[];
    if (!found[0]) throw new Error(`no offer on ${host.host}`);
    const offer = { fleetId: found[0].fleetId, priceDefinitionId: found[0].priceDefinition.id };
    offers.set(host.host, offer);
    return offer;
  };

  const book = async (host: Host, date: string, time: string): Promise<Ride> => {
    const ride = RIDES[host.host];
    const offer = await offerOf(host, date, time);
    const guest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/guestuser/create',
        headers: host,
        payload: { firstName: 'Rae', lastName: 'Racer', emailaddress: 'rae@example.com', mobilenumber: '312-555-0100' },
      })
    ).json().results[0] as { id: number; uniqueId: string };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/${time}/00:00/${offer.priceDefinitionId}/${offer.fleetId}/${encodeURIComponent(ride.city)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}`,
      headers: host,
      payload: {
        guestUserId: guest.id,
        bookingFromDate: date,
        pickUpLocation: ride.pickup,
        dropOffLocation: ride.dropoff,
        noOfPassengers: 2,
        noOfLuggages: 1,
        discountId: 0,
        gratuityPrice: 0,
        comments: '',
        paymentType: 'COD',
      },
    });
    if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
    const b = res.json().results[0];
    return {
      id: b.id,
      referenceId: b.referenceId,
      siteId: b.siteId,
      fleetId: offer.fleetId,
      totalPrice: b.totalPrice,
      guestUniqueId: guest.uniqueId,
    };
  };

  /** `n` fresh bookings on the host, made four at a time. */
  return async (n: number, host: Host) => {
    const rides: Ride[] = [];
    while (rides.length < n) {
      const batch = Array.from({ length: Math.min(4, n - rides.length) }, () => slot++);
      rides.push(...(await Promise.all(batch.map((s) => book(host, rideDay(1 + Math.floor(s / 3)), TIMES[s % 3])))));
    }
    return rides;
  };
};
