/**
 * What booking management may change of a booking: its status, its chauffeur and its payment
 * status, each after locking the row. The bookings module owns the table; booking management's
 * use cases (assignment, status changes, cancellation) call these inside their own transaction,
 * the unit of work they hand in (docs/architecture.md, rule 2).
 */
import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import * as repo from './booking-updates.repository.ts';

export type BookingStateChange = repo.BookingStateChange;
export type LockedBooking = NonNullable<Awaited<ReturnType<typeof repo.lockBooking>>>;

/** The booking's current state, locked until the caller's transaction ends; undefined when not the site's. */
export const lockBookingForChange = (tx: Tx, siteId: number, bookingId: number): Promise<LockedBooking | undefined> =>
  repo.lockBooking(tx, siteId, bookingId);

/** Writes the new status, chauffeur or payment status of a locked booking. */
export const changeBookingState = async (tx: Tx, siteId: number, bookingId: number, values: BookingStateChange) => {
  try {
    await repo.updateBooking(tx, siteId, bookingId, values);
  } catch (error) {
    // The chauffeur's other ride at that time (bookings_no_double_chauffeur, issue 21): 409, not a crash.
    throw pgErrorCode(error) === '23P01' ? conflict(RIDE_MESSAGES.chauffeurBusy) : error;
  }
};

/** Moves the payment status to `to` only from the statuses given (what a cancellation's refund left). */
export const movePaymentStatus = async (
  tx: Tx,
  siteId: number,
  bookingId: number,
  change: { from: string[]; to: string; at: Date },
) => {
  await repo.setPaymentStatusFrom(tx, siteId, bookingId, change.from, change.to, change.at);
};
