import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { readBooking } from './booking-row.ts';
import { bookings } from './bookings.schema.ts';

/** What paying for a booking needs to know of it. */
export const findBookingForPayment = (db: Tx, siteId: number, id: number) =>
  readBooking(
    db,
    { siteId, id },
    {
      id: bookings.id,
      siteId: bookings.siteId,
      referenceId: bookings.referenceId,
      totalPrice: bookings.totalPrice,
      paymentStatus: bookings.paymentStatus,
      paymentType: bookings.paymentType,
      transactionType: bookings.transactionType,
      bookingStatus: bookings.bookingStatus,
      userId: bookings.userId,
      guestUserId: bookings.guestUserId,
      customerFirstName: bookings.customerFirstName,
      customerLastName: bookings.customerLastName,
      customerEmail: bookings.customerEmail,
      customerMobile: bookings.customerMobile,
    },
    { locked: false },
  );

/** Moves the payment status on, only from the statuses given; answers whether it moved. */
export const setPaymentState = async (
  tx: Tx,
  siteId: number,
  id: number,
  change: { from: string[]; paymentStatus: string; paymentType?: string; transactionType?: string },
) => {
  const rows = await tx
    .update(bookings)
    .set({
      paymentStatus: change.paymentStatus,
      ...(change.paymentType ? { paymentType: change.paymentType } : {}),
      ...(change.transactionType ? { transactionType: change.transactionType } : {}),
      updatedOn: new Date(),
    })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id), inArray(bookings.paymentStatus, change.from)))
    .returning({ id: bookings.id });
  return rows.length > 0;
};

/**
 * Takes the booking's row lock when it can still be paid (Pending or Failed), changing nothing:
 * inside a transaction it holds until commit, so every payment write of the booking (this claim,
 * markBookingPaid) queues on the one row, and a claim after a payment sees it. Answers whether
 * the booking could be claimed.
 */
export const claimPayable = async (tx: Tx, siteId: number, id: number, payable: string[]) => {
  const rows = await tx
    .update(bookings)
    .set({ paymentStatus: sql`${bookings.paymentStatus}` })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id), inArray(bookings.paymentStatus, payable)))
    .returning({ id: bookings.id });
  return rows.length > 0;
};
