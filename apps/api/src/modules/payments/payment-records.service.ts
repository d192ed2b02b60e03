/**
 * Payment records of a booking (spec 03 "Payment record"): staff enter payments taken outside the
 * gateways (cash received, a charge on a terminal), and the booking's records are read with what
 * was paid, refunded and is left to refund.
 *
 * A staff record respects the one-payment rule like a card charge (issue 16): in one transaction it
 * marks the booking paid (only from Pending or Failed, the booking's row first, as every payment
 * write does) and writes its attempt pending, so a card charge in flight for the booking (the
 * one-pending-attempt index) refuses it with 409, before it closes the attempt and writes the record.
 */
import { randomUUID } from 'node:crypto';
import { toCents, toDollars } from '@ridedesk/domain/booking/money';
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { PAYMENT_TYPE_LABELS, type PaymentTypeName, TRANSACTION_TYPES } from '@ridedesk/domain/payments/payment-types';
import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule, conflict, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { bookingForPayment, markBookingPaid } from '../bookings/booking-payments.service.ts';
import * as repo from './payments.repository.ts';

export const paymentRecordDto = (row: repo.PaymentRow) => ({
  id: row.id,
  bookingID: row.bookingId,
  transactionID: row.transactionId,
  transactionDate: row.transactionDate,
  transactionAmount: Number(row.transactionAmount),
  paymentType: row.paymentType,
  transactionType: row.transactionType,
  gateway: row.gateway,
  accountNumber: row.accountNumber,
  refundOfId: row.refundOfId,
  createdOn: row.createdOn,
});

export const createPaymentRecordsService = (deps: { db: Db; now: () => Date; clock: () => Date }) => {
  const { db } = deps;
  return {
    /** Staff enter a payment taken outside the gateways: cash received, or a charge on a terminal. */
    recordPayment: async (
      { actor, siteId, now: at }: UseCaseContext<Actor>,
      input: {
        bookingID: number;
        transactionID?: string;
        transactionDate?: string;
        transactionAmount?: number;
        paymentType: PaymentTypeName;
        transactionType: 'authCaptureTransaction' | 'paybycash';
      },
    ) => {
      if (!isStaffRole(actor.role) && actor.role !== ROLES.superAdmin) throw forbidden();
      const booking = await bookingForPayment(db, siteId, input.bookingID, actor);
      if (booking.paymentStatus === 'Paid') throw businessRule(PAYMENT_TEXTS.alreadyPaid);
      if (booking.paymentStatus === 'Refunded') throw businessRule(PAYMENT_TEXTS.refunded);
      const totalCents = toCents(Number(booking.totalPrice));
      if (input.transactionAmount !== undefined && toCents(input.transactionAmount) !== totalCents)
        throw businessRule(`${PAYMENT_TEXTS.amountMismatch} The total is ${toDollars(totalCents).toFixed(2)} USD.`);
      const cash = input.transactionType === TRANSACTION_TYPES.payByCash;
      if (cash && input.paymentType !== 'COD')
        throw badRequest('A cash payment is of payment type COD', { paymentType: 'Must be COD for paybycash' });
      if (!cash && !input.transactionID)
        throw badRequest('Please enter the transaction ID of the card payment', { transactionID: 'Required' });
      const gateway = cash ? 'cash' : 'manual';
      const transactionId =
        input.transactionID || `CASH-${booking.referenceId}-${randomUUID().slice(0, 8).toUpperCase()}`;
      try {
        const row = await db.transaction(async (tx) => {
          const moved = await markBookingPaid(tx, siteId, booking.id, {
            paymentType: input.paymentType,
            transactionType: input.transactionType,
          });
          // Read as payable above, paid by another request since: it lost the race.
          if (!moved) throw conflict(PAYMENT_TEXTS.alreadyPaid);
          const now = deps.clock();
          const attempt = await repo.insertAttempt(tx, {
            siteId,
            bookingId: booking.id,
            kind: 'charge',
            idempotencyKey: `record:${randomUUID()}`,
            status: 'pending',
            paymentType: input.paymentType,
            gateway,
            amountCents: totalCents,
            leaseUntil: now,
            actorUserId: actor.userId,
          });
          await repo.completeAttempt(
            tx,
            siteId,
            attempt.id,
            { status: 'succeeded', gatewayTransactionId: transactionId },
            now,
          );
          return repo.insertPayment(tx, {
            siteId,
            bookingId: booking.id,
            transactionId,
            transactionDate: input.transactionDate ? new Date(input.transactionDate) : at,
            transactionAmount: toDollars(totalCents).toFixed(2),
            paymentType: input.paymentType,
            transactionType: input.transactionType,
            gateway,
            attemptId: attempt.id,
            createdBy: actor.userId,
          });
        });
        return { ...paymentRecordDto(row), paymentStatus: 'Paid', label: PAYMENT_TYPE_LABELS[input.paymentType] };
      } catch (error) {
        if (isUniqueViolation(error, 'booking_payments_transaction_uq'))
          throw conflict('A payment with this transaction ID is already recorded');
        if (isUniqueViolation(error, 'payment_attempts_one_pending_uq')) throw conflict(PAYMENT_TEXTS.beingPaid);
        if (isUniqueViolation(error, 'booking_payments_one_charge_uq')) throw conflict(PAYMENT_TEXTS.alreadyPaid);
        throw error;
      }
    },

    /** The payment records of a booking, with what was paid, refunded and is left to refund. */
    paymentsOf: async (
      ctx: Pick<UseCaseContext, 'siteId' | 'actor'>,
      { bookingId, guestUniqueId }: { bookingId: number; guestUniqueId?: string | null },
    ) => {
      const booking = await bookingForPayment(db, ctx.siteId, bookingId, ctx.actor, guestUniqueId ?? undefined);
      const rows = await repo.listPayments(db, ctx.siteId, booking.id);
      const sum = (types: string[]) =>
        rows
          .filter((r) => types.includes(r.transactionType))
          .reduce((s, r) => s + toCents(Number(r.transactionAmount)), 0);
      const paid = sum([TRANSACTION_TYPES.authCapture, TRANSACTION_TYPES.payByCash]);
      const refunded = sum([TRANSACTION_TYPES.refund, TRANSACTION_TYPES.void]);
      return {
        records: rows.map(paymentRecordDto),
        summary: {
          bookingId: booking.id,
          referenceId: booking.referenceId,
          paymentStatus: booking.paymentStatus,
          totalPrice: Number(booking.totalPrice),
          paidAmount: toDollars(paid),
          refundedAmount: toDollars(refunded),
          refundableAmount: toDollars(paid - refunded),
        },
      };
    },
  };
};

export type PaymentRecordsService = ReturnType<typeof createPaymentRecordsService>;
