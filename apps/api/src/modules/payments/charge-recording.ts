/**
 * Closing a charge attempt with the gateway's answer (issue 16). An approved charge is recorded in
 * one transaction that first marks the booking 'Paid' (every write that pays a booking takes the
 * booking's row first, so they queue there and never deadlock), then closes the attempt and writes
 * the charge record. The database refuses a second charge of a booking: the booking is no longer
 * payable, the attempt was already closed, or booking_payments_one_charge_uq holds a charge that
 * still keeps money. Money a gateway took that the database refuses is given back through the
 * same gateway at once, and logged at error level as an incident with the booking and the
 * transaction ids.
 */
import { randomUUID } from 'node:crypto';
import { TRANSACTION_TYPES } from '@ridedesk/domain/payments/payment-types';
import type { ChargeOutcome, PaymentGateway, RefundOutcome } from '../../integrations/payments/gateway.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { markBookingPaid } from '../bookings/booking-payments.service.ts';
import { type AttemptDeps, recordOfAttempt } from './payment-attempts.ts';
import * as repo from './payments.repository.ts';

export type IncidentLog = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** The database refused to record the charge: the booking or the attempt had moved on. */
class Unrecordable extends Error {}

/** Refusals by a constraint (unique 23505, check 23514) or by the conditional writes above. */
const isRefusal = (error: unknown) =>
  error instanceof Unrecordable || ['23505', '23514'].includes(pgErrorCode(error) ?? '');

export type ChargeDetails = { actorId: number | null; gateway: PaymentGateway; reference: string };

export const createChargeRecorder = (deps: AttemptDeps & { log?: IncidentLog }) => {
  const { db, attempts } = deps;

  const record = (
    attempt: repo.AttemptRow,
    outcome: Extract<ChargeOutcome, { status: 'approved' }>,
    actorId: number | null,
  ) =>
    db.transaction(async (tx) => {
      const moved = await markBookingPaid(tx, attempt.siteId, attempt.bookingId, {
        paymentType: attempt.paymentType,
        transactionType: TRANSACTION_TYPES.authCapture,
      });
      if (!moved) throw new Unrecordable('The booking is no longer waiting for a payment');
      const done = await repo.completeAttempt(
        tx,
        attempt.siteId,
        attempt.id,
        { status: 'succeeded', gatewayTransactionId: outcome.transactionId, accountNumber: outcome.accountNumber },
        deps.clock(),
      );
      if (!done) throw new Unrecordable('The attempt was already closed');
      await repo.insertPayment(tx, {
        ...recordOfAttempt(attempt, outcome.transactionId, deps.now()),
        paymentType: attempt.paymentType,
        transactionType: TRANSACTION_TYPES.authCapture,
        gateway: attempt.gateway,
        accountNumber: outcome.accountNumber ?? null,
        createdBy: actorId,
      });
      return done;
    });

  /** Gives back money the database would not record, at once, through the gateway that took it. */
  const giveBack = async (
    attempt: repo.AttemptRow,
    outcome: Extract<ChargeOutcome, { status: 'approved' }>,
    ctx: ChargeDetails,
    reason: string,
  ) => {
    let back: RefundOutcome;
    try {
      back = await ctx.gateway.refund({
        transactionId: outcome.transactionId,
        amountCents: attempt.amountCents,
        chargedCents: attempt.amountCents,
        accountNumber: outcome.accountNumber,
        idempotencyKey: randomUUID(),
        reference: ctx.reference,
      });
    } catch (error) {
      back = { status: 'unknown', message: String(error) };
    }
    const returned = back.status === 'approved';
    deps.log?.error(
      {
        incident: 'unrecorded-charge',
        siteId: attempt.siteId,
        bookingId: attempt.bookingId,
        attemptId: attempt.id,
        gateway: attempt.gateway,
        transactionId: outcome.transactionId,
        amountCents: attempt.amountCents,
        reason,
        returned,
        returnTransactionId: back.status === 'approved' ? back.transactionId : null,
        returnError: back.status === 'approved' ? null : back.message,
      },
      returned
        ? 'A gateway took money that could not be recorded; it was given back at once'
        : 'A gateway took money that could not be recorded, and giving it back failed: return it by hand',
    );
    return (
      (await repo.noteUnrecordedCharge(
        db,
        attempt.siteId,
        attempt.id,
        {
          gatewayTransactionId: outcome.transactionId,
          errorCode: returned ? 'RETURNED_UNRECORDED' : 'UNRECORDED_NOT_RETURNED',
          errorMessage: returned
            ? `The payment could not be recorded (${reason}) and was given back.`
            : `The payment could not be recorded (${reason}) and could not be given back: ${back.status === 'approved' ? '' : back.message}`,
        },
        deps.clock(),
      )) ??
      (await repo.findAttempt(db, attempt.siteId, attempt.id)) ??
      attempt
    );
  };

  /** Closes an attempt with the gateway's answer; answers the attempt as it ended. */
  const finish = async (attempt: repo.AttemptRow, outcome: ChargeOutcome, ctx: ChargeDetails) => {
    if (outcome.status === 'unknown') return (await attempts.release(attempt, outcome.message)) ?? attempt;
    if (outcome.status === 'declined')
      return (
        (await repo.completeAttempt(
          db,
          attempt.siteId,
          attempt.id,
          {
            status: 'failed',
            errorCode: outcome.code,
            errorMessage: outcome.message,
            accountNumber: outcome.accountNumber,
          },
          deps.clock(),
        )) ?? attempt
      );
    try {
      return await record(attempt, outcome, ctx.actorId);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // Another request may have recovered this very charge meanwhile: then it is recorded already.
      const now = await repo.findAttempt(db, attempt.siteId, attempt.id);
      if (now?.status === 'succeeded' && now.gatewayTransactionId === outcome.transactionId) return now;
      return giveBack(
        attempt,
        outcome,
        ctx,
        error instanceof Unrecordable ? error.message : `The database refused it (SQLSTATE ${pgErrorCode(error)})`,
      );
    }
  };

  return { finish };
};

export type ChargeRecorder = ReturnType<typeof createChargeRecorder>;
