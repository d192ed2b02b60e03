import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { readBooking } from './booking-row.ts';
import { bookings } from './bookings.schema.ts';

/** The booking's current state, locked until the transaction ends (two updates never interleave). */
export const lockBooking = (tx: Tx, siteId: number, id: number) =>
  readBooking(
    tx,
    { siteId, id },
    {
      id: bookings.id,
      referenceId: bookings.referenceId,
      userId: bookings.userId,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      transactionType: bookings.transactionType,
      assignedTo: bookings.assignedTo,
      pickupAt: bookings.pickupAt,
    },
    { locked: true },
  );

export type BookingStateChange = Partial<
  Pick<typeof bookings.$inferInsert, 'bookingStatus' | 'paymentStatus' | 'assignedTo'>
> & { updatedOn: Date };

export const updateBooking = (tx: Tx, siteId: number, id: number, values: BookingStateChange) =>
  tx.update(bookings).set(values).where(matching(bookings, { siteId, id }));

/** The payment status moves to `to` only from the statuses given (what a cancellation's refund left). */
export const setPaymentStatusFrom = (tx: Tx, siteId: number, id: number, from: string[], to: string, at: Date) =>
  tx
    .update(bookings)
    .set({ paymentStatus: to, updatedOn: at })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id), inArray(bookings.paymentStatus, from)));
