/**
 * Shared by the payment and refund race suites: many fresh guest bookings made quickly (the fleet
 * search runs once per host, then each booking is a guest and a booking call on a slot of its own,
 * through fixtures/rides.ts),
 * and raw reads of the payment tables to check the money afterwards.
 */
import { type BookedRide, bookOffer, findOffer, type RideOffer } from '../fixtures/rides.ts';
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

/** Makes guest bookings of a sedan on each host, each on a slot of its own. */
export const bookingMaker = (t: TestApp) => {
  const offers = new Map<string, RideOffer>();
  let slot = 0;

  /** The host's sedan offer, searched once: each booking then takes a slot of its own. */
  const offerOf = async (host: Host, date: string, time: string) => {
    const known = offers.get(host.host);
    if (known) return known;
    const offer = await findOffer(t, { host: host.host, date, time });
    offers.set(host.host, offer);
    return offer;
  };

  const book = async (host: Host, date: string, time: string): Promise<Ride> => {
    const booked = await bookOffer(t, await offerOf(host, date, time), {
      host: host.host,
      date,
      time,
      guest: { firstName: 'Rae', lastName: 'Racer', email: 'rae@example.com' },
    });
    return { ...booked, guestUniqueId: booked.guestUniqueId as string };
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
