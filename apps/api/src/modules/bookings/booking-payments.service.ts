/**
 * What the payments module may know and change of a booking: who may pay for it, its total, and
 * its payment status. Functions taking a transaction run inside the caller's use case.
 */
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import * as repo from './booking-payments.repository.ts';
import { findBooking } from './bookings.repository.ts';
import { ownsBooking } from './guests-and-billing.service.ts';

export type PayableBooking = NonNullable<Awaited<ReturnType<typeof repo.findBookingForPayment>>>;

/** The booking, when the caller may pay for it or see its payments (its site's staff, its traveller, its guest). */
export const bookingForPayment = async (
  db: Db,
  siteId: number,
  bookingId: number,
  actor: Actor | null,
  guestUniqueId?: string,
): Promise<PayableBooking> => {
  const full = await findBooking(db, siteId, bookingId);
  if (!full || !(await ownsBooking(db, full, actor, guestUniqueId))) throw notFound('Booking not found');
  const booking = await repo.findBookingForPayment(db, siteId, bookingId);
  if (!booking) throw notFound('Booking not found');
  return booking;
};

/** Re-reads the booking inside a use case's transaction. */
export const bookingPaymentState = (tx: Tx, siteId: number, bookingId: number) =>
  repo.findBookingForPayment(tx, siteId, bookingId);

/** The payment statuses from which a booking may be paid. */
const PAYABLE = ['Pending', 'Failed'];

/**
 * The claim a charge takes on the booking before any gateway is called (issue 16): in the
 * caller's transaction, locks the booking's row if it can still be paid. Every write that pays
 * the booking locks the same row first, so a claim either waits for a payment being recorded and
 * then sees 'Paid', or holds the row while the caller writes its in-flight attempt.
 */
export const claimBookingForPayment = (tx: Tx, siteId: number, bookingId: number) =>
  repo.claimPayable(tx, siteId, bookingId, PAYABLE);

/** 'Paid' with the type that paid it; only a booking not yet paid moves. */
export const markBookingPaid = (
  tx: Tx,
  siteId: number,
  bookingId: number,
  paid: { paymentType: string; transactionType: string },
) => repo.setPaymentState(tx, siteId, bookingId, { from: PAYABLE, paymentStatus: 'Paid', ...paid });

/** 'Refunded' once everything paid has been given back. */
export const markBookingRefunded = (tx: Tx, siteId: number, bookingId: number) =>
  repo.setPaymentState(tx, siteId, bookingId, { from: ['Paid', 'Partly refunded'], paymentStatus: 'Refunded' });
