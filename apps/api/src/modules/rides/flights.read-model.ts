/**
 * What dispatch reads of airport pickups that follow their flight (issue 22 items 3 and 4): the
 * booking's flight and, when the flights module follows it, its watch (state, arrivals, where the
 * pickup was booked, moved to, or waits to move to). Read-only joins of bookings and the flights
 * module's flight_watches; the flights module alone writes them.
 */
import { flightLabel } from '@ridedesk/domain/booking/flight-number';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { flightWatches } from '../flights/flights.schema.ts';

/** A flight as the dispatch board shows it on a ride. */
export type FlightMark = {
  /** 'UA 1542'. */
  label: string;
  state: string;
  source: 'aeroapi' | 'manual';
  origin: string | null;
  scheduledArrival: string | null;
  estimatedArrival: string | null;
  actualArrival: string | null;
  originalPickupAt: string;
  movedPickupAt: string | null;
  pendingPickupAt: string | null;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The flights of the given bookings, by booking id. A booking with a flight the flights module
 * does not follow (yet) has no arrival: the operator sets its landing time (source 'manual').
 */
export const flightsOf = async (db: Tx, siteId: number, bookingIds: number[]) => {
  const marks = new Map<number, FlightMark>();
  if (bookingIds.length === 0) return marks;
  const rows = await db
    .select({
      bookingId: bookings.id,
      pickupAt: bookings.pickupAt,
      bookedAirline: bookings.flightAirline,
      bookedNumber: bookings.flightNumber,
      watchId: flightWatches.id,
      airline: flightWatches.airline,
      flightNumber: flightWatches.flightNumber,
      state: flightWatches.state,
      source: flightWatches.source,
      origin: flightWatches.origin,
      scheduledArrival: flightWatches.scheduledArrival,
      estimatedArrival: flightWatches.estimatedArrival,
      actualArrival: flightWatches.actualArrival,
      originalPickupAt: flightWatches.originalPickupAt,
      movedPickupAt: flightWatches.movedPickupAt,
      pendingPickupAt: flightWatches.pendingPickupAt,
    })
    .from(bookings)
    .leftJoin(flightWatches, and(eq(flightWatches.siteId, bookings.siteId), eq(flightWatches.bookingId, bookings.id)))
    .where(and(eq(bookings.siteId, siteId), inArray(bookings.id, bookingIds)));
  for (const r of rows) {
    const airline = r.airline ?? r.bookedAirline;
    const flightNumber = r.flightNumber ?? r.bookedNumber;
    if (!airline || !flightNumber) continue;
    marks.set(r.bookingId, {
      label: flightLabel({ airline, flightNumber }),
      state: r.state ?? 'scheduled',
      source: r.source === 'aeroapi' ? 'aeroapi' : 'manual',
      origin: r.origin ?? null,
      scheduledArrival: iso(r.scheduledArrival),
      estimatedArrival: iso(r.estimatedArrival),
      actualArrival: iso(r.actualArrival),
      originalPickupAt: (r.originalPickupAt ?? r.pickupAt).toISOString(),
      movedPickupAt: iso(r.movedPickupAt),
      pendingPickupAt: iso(r.pendingPickupAt),
    });
  }
  return marks;
};

/** The site's pickups a flight moved or wants to move, among the given bookings. */
export const pickupMovesOf = async (db: Tx, siteId: number, bookingIds: number[]) =>
  bookingIds.length === 0
    ? []
    : (
        await db
          .select({
            bookingId: flightWatches.bookingId,
            originalPickupAt: flightWatches.originalPickupAt,
            movedPickupAt: flightWatches.movedPickupAt,
            pendingPickupAt: flightWatches.pendingPickupAt,
          })
          .from(flightWatches)
          .where(
            and(
              eq(flightWatches.siteId, siteId),
              inArray(flightWatches.bookingId, bookingIds),
              or(isNotNull(flightWatches.movedPickupAt), isNotNull(flightWatches.pendingPickupAt)),
            ),
          )
      ).map((w) => ({
        bookingId: w.bookingId,
        originalPickupAt: w.originalPickupAt,
        // A move waiting (refused by the database) is where the ride is headed; else the last move.
        targetPickupAt: (w.pendingPickupAt ?? w.movedPickupAt) as Date,
        pending: w.pendingPickupAt !== null,
      }));
