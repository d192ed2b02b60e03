import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { readBooking } from './booking-row.ts';
import { bookings } from './bookings.schema.ts';

/** What the day of the ride needs of a booking, its row locked until the caller's commit. */
export const lockRide = (tx: Tx, siteId: number, id: number) =>
  readBooking(
    tx,
    { siteId, id },
    {
      id: bookings.id,
      siteId: bookings.siteId,
      referenceId: bookings.referenceId,
      bookingStatus: bookings.bookingStatus,
      assignedTo: bookings.assignedTo,
      chauffeurAcceptedOn: bookings.chauffeurAcceptedOn,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      pickupOffset: bookings.pickupOffset,
      fleetId: bookings.fleetId,
      userId: bookings.userId,
    },
    { locked: true },
  );

export type RideChange = {
  bookingStatus?: string;
  assignedTo?: number | null;
  chauffeurAcceptedOn?: Date | null;
  /** Another car for the ride (the knock-on's car fix, issue 22 item 4). */
  fleetId?: number;
  updatedOn: Date;
};

/**
 * Writes a ride's change; the exclusion constraints bookings_no_double_chauffeur (the chauffeur)
 * and bookings_no_double_booking (a new car held then) may refuse it (23P01).
 */
export const setRide = (tx: Tx, siteId: number, id: number, change: RideChange) =>
  tx
    .update(bookings)
    .set(change)
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id)));

/**
 * Moves a ride's pickup and keeps its length and turnaround: the pickup, the drop-off and the held
 * range shift by the same amount (every right-hand side reads the row as it was). The exclusion
 * constraints bookings_no_double_booking (the car) and bookings_no_double_chauffeur may refuse it
 * (23P01). Answers the moved times, or undefined when the site has no such booking.
 */
export const shiftRide = async (tx: Tx, siteId: number, id: number, pickupAt: Date, updatedOn: Date) => {
  const shift = sql`(${pickupAt.toISOString()}::timestamptz - ${bookings.pickupAt})`;
  const [moved] = await tx
    .update(bookings)
    .set({
      pickupAt,
      dropoffAt: sql`${bookings.dropoffAt} + ${shift}`,
      held: sql`tstzrange(lower(${bookings.held}) + ${shift}, upper(${bookings.held}) + ${shift}, '[)')`,
      updatedOn,
    })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id)))
    .returning({ pickupAt: bookings.pickupAt, dropoffAt: bookings.dropoffAt });
  return moved;
};
