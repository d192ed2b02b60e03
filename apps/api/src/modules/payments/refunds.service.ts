/**
 * Refunds (issue 6): a provider's staff give back all or part of a paid booking through the
 * gateway that charged it (a void when Authorize.Net has not settled the charge yet); cash is
 * given back by hand and only recorded. The booking becomes 'Refunded' once everything paid has
 * been returned. Refunds go through the same attempts as charges, so a repeated request refunds once.
 *
 * Concurrent refunds never give back more than was paid (issue 16): the attempt is written in one
 * transaction with a reservation of its amount on the charge record (a conditional update of its
 * refunded amount, within booking_payments_refunded_ck), taken before the gateway is called and
 * released when the refund is declined.
 */
import { randomUUID } from 'node:crypto';
import { toCents, toDollars } from '@ridedesk/domain/booking/money';
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { type GatewayName, type PaymentTypeName, TRANSACTION_TYPES } from '@ridedesk/domain/payments/payment-types';
import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import { GatewayUnreachable, type RefundOutcome } from '../../integrations/payments/gateway.ts';
import { businessRule, conflict, forbidden } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { bookingForPayment, markBookingRefunded, type PayableBooking } from '../bookings/booking-payments.service.ts';
import { type AttemptDeps, recordOfAttempt } from './payment-attempts.ts';
import type { GatewayDirectory } from './payment-gateways.ts';
import type { PaymentTypesService } from './payment-types.service.ts';
import * as repo from './payments.repository.ts';

const CHARGES: string[] = [TRANSACTION_TYPES.authCapture, TRANSACTION_TYPES.payByCash];
const GIVEN_BACK: string[] = [TRANSACTION_TYPES.refund, TRANSACTION_TYPES.void];
const BY_HAND = new Set(['cash', 'manual']);

const ledger = (rows: repo.PaymentRow[]) => {
  const cents = (r: repo.PaymentRow) => toCents(Number(r.transactionAmount));
  const charges = rows
    .filter((r) => CHARGES.includes(r.transactionType))
    .map((charge) => {
      const back = rows.filter((r) => GIVEN_BACK.includes(r.transactionType) && r.refundOfId === charge.id);
      return {
        charge,
        chargedCents: cents(charge),
        remainingCents: cents(charge) - back.reduce((s, r) => s + cents(r), 0),
      };
    });
  const paid = charges.reduce((s, c) => s + c.chargedCents, 0);
  const remaining = charges.reduce((s, c) => s + c.remainingCents, 0);
  return { charges, paidCents: paid, refundedCents: paid - remaining, remainingCents: remaining };
};

export const createRefundsService = (
  deps: AttemptDeps & { types: PaymentTypesService; gateways: GatewayDirectory },
) => {
  const { db, types, gateways, attempts } = deps;

  const result = async (attempt: repo.AttemptRow, booking: PayableBooking, replayed: boolean) => {
    const rows = await repo.listPayments(db, booking.siteId, booking.id);
    const totals = ledger(rows);
    const record = rows.find((r) => r.attemptId === attempt.id);
    const of = rows.find((r) => r.id === attempt.refundOfPaymentId);
    const ok = attempt.status === 'succeeded';
    return {
      bookingId: booking.id,
      referenceId: booking.referenceId,
      status: attempt.status,
      success: ok,
      message: ok
        ? PAYMENT_TEXTS.refundSuccess
        : attempt.status === 'pending'
          ? PAYMENT_TEXTS.pending
          : PAYMENT_TEXTS.refundFailed,
      paymentStatus: totals.paidCents > 0 && totals.remainingCents === 0 ? 'Refunded' : 'Paid',
      amount: toDollars(attempt.amountCents),
      transactionID: record?.transactionId ?? null,
      transactionType: record?.transactionType ?? TRANSACTION_TYPES.refund,
      refundOf: of?.transactionId ?? null,
      gateway: attempt.gateway,
      paidAmount: toDollars(totals.paidCents),
      refundedAmount: toDollars(totals.refundedCents),
      refundableAmount: toDollars(totals.remainingCents),
      idempotencyKey: attempt.idempotencyKey,
      replayed,
      error: ok || attempt.status === 'pending' ? null : { code: attempt.errorCode, text: attempt.errorMessage },
    };
  };

  const finish = async (attempt: repo.AttemptRow, charge: repo.PaymentRow, outcome: RefundOutcome, actorId: number) => {
    if (outcome.status === 'unknown') return (await attempts.release(attempt, outcome.message)) ?? attempt;
    const now = deps.clock();
    if (outcome.status === 'declined') return fail(attempt, outcome.code, outcome.message);
    const done = await db.transaction(async (tx) => {
      const closed = await repo.completeAttempt(
        tx,
        attempt.siteId,
        attempt.id,
        { status: 'succeeded', gatewayTransactionId: outcome.transactionId },
        now,
      );
      if (!closed) return undefined;
      await repo.insertPayment(tx, {
        ...recordOfAttempt(attempt, outcome.transactionId, deps.now()),
        paymentType: charge.paymentType,
        transactionType: outcome.transactionType,
        gateway: charge.gateway,
        accountNumber: charge.accountNumber,
        refundOfId: charge.id,
        createdBy: actorId,
      });
      const totals = ledger(await repo.listPayments(tx, attempt.siteId, attempt.bookingId));
      if (totals.remainingCents === 0) await markBookingRefunded(tx, attempt.siteId, attempt.bookingId);
      return closed;
    });
    return done ?? (await repo.findAttempt(db, attempt.siteId, attempt.id)) ?? attempt;
  };

  /** Closes a refund that gave nothing back, and releases its reservation on the charge. */
  const fail = async (attempt: repo.AttemptRow, errorCode: string, errorMessage: string) =>
    (await db.transaction(async (tx) => {
      const closed = await repo.completeAttempt(
        tx,
        attempt.siteId,
        attempt.id,
        { status: 'failed', errorCode, errorMessage },
        deps.clock(),
      );
      if (closed && attempt.refundOfPaymentId !== null)
        await repo.releaseRefund(
          tx,
          attempt.siteId,
          attempt.refundOfPaymentId,
          toDollars(attempt.amountCents).toFixed(2),
        );
      return closed;
    })) ?? attempt;

  const refundThrough = async (
    attempt: repo.AttemptRow,
    charge: repo.PaymentRow,
    booking: PayableBooking,
    chargedCents: number,
  ) => {
    if (BY_HAND.has(charge.gateway))
      return {
        status: 'approved',
        transactionId: `REFUND-${charge.transactionId}-${attempt.id}`,
        transactionType: 'refundTransaction',
      } as const;
    const type = charge.paymentType as PaymentTypeName;
    const gateway = gateways.byName(
      charge.gateway as GatewayName,
      type,
      await types.credentialsOf(charge.siteId, type),
    );
    if (!gateway)
      return {
        status: 'declined',
        code: 'NO_GATEWAY',
        message: 'The gateway that took this payment is no longer set up.',
      } as const;
    try {
      return await gateway.refund({
        transactionId: charge.transactionId,
        amountCents: attempt.amountCents,
        chargedCents,
        accountNumber: charge.accountNumber ?? undefined,
        idempotencyKey: attempt.gatewayKey,
        reference: booking.referenceId,
      });
    } catch (error) {
      if (error instanceof GatewayUnreachable) return { status: 'unknown', message: error.message } as const;
      throw error;
    }
  };

  /** A refund whose answer was lost: Square, PayPal and the sandbox repeat it under its key; others are closed for a person to check. */
  const recover = async (attempt: repo.AttemptRow, booking: PayableBooking, actorId: number) => {
    const rows = await repo.listPayments(db, attempt.siteId, attempt.bookingId);
    const charge = rows.find((r) => r.id === attempt.refundOfPaymentId);
    if (!charge) return attempt;
    // Closed for a person to check; Authorize.Net itself refuses refunds beyond what it charged.
    if (attempt.gateway === 'authorizenet')
      return fail(
        attempt,
        'ANSWER_LOST',
        'The refund was not confirmed: check the Authorize.Net merchant interface before refunding again.',
      );
    const outcome = await refundThrough(attempt, charge, booking, toCents(Number(charge.transactionAmount)));
    return finish(attempt, charge, outcome, actorId);
  };

  const settle = async (attempt: repo.AttemptRow, booking: PayableBooking, actorId: number) => {
    const state = await attempts.waitOrClaim(attempt);
    if ('done' in state) return state.done;
    if ('busy' in state) return state.busy;
    return state.claimed.kind === 'refund' ? recover(state.claimed, booking, actorId) : state.claimed;
  };

  return {
    refund: async (
      { actor, siteId }: Pick<UseCaseContext<Actor>, 'actor' | 'siteId'>,
      input: { bookingId: number; amount?: number; idempotencyKey?: string; onlyPaymentType?: PaymentTypeName },
    ) => {
      if (!isStaffRole(actor.role) && actor.role !== ROLES.superAdmin) throw forbidden();
      const booking = await bookingForPayment(db, siteId, input.bookingId, actor);
      const key = input.idempotencyKey ?? `refund:${randomUUID()}`;
      const same = await repo.findAttemptByKey(db, siteId, key);
      if (same) {
        if (same.bookingId !== booking.id || same.kind !== 'refund') throw conflict(PAYMENT_TEXTS.keyReused);
        return result(await settle(same, booking, actor.userId), booking, true);
      }
      const pending = await repo.findPendingAttempt(db, siteId, booking.id);
      if (pending) {
        const ended = await settle(pending, booking, actor.userId);
        if (ended.status === 'pending') throw conflict(PAYMENT_TEXTS.inProgress);
      }
      const current = ledger(await repo.listPayments(db, siteId, booking.id));
      if (current.paidCents > 0 && current.remainingCents === 0) throw businessRule(PAYMENT_TEXTS.nothingToRefund);
      if (current.remainingCents === 0) throw businessRule(PAYMENT_TEXTS.notPaid);
      const target = [...current.charges].reverse().find((c) => c.remainingCents > 0);
      if (!target) throw businessRule(PAYMENT_TEXTS.nothingToRefund);
      if (input.onlyPaymentType && target.charge.paymentType !== input.onlyPaymentType)
        throw businessRule(`This booking was not paid with ${input.onlyPaymentType}.`);
      const amountCents = input.amount === undefined ? target.remainingCents : toCents(input.amount);
      if (amountCents <= 0 || amountCents > target.remainingCents)
        throw businessRule(
          `${PAYMENT_TEXTS.refundTooHigh} At most ${toDollars(target.remainingCents).toFixed(2)} USD.`,
        );

      const opened = await attempts.open(
        {
          siteId,
          bookingId: booking.id,
          kind: 'refund',
          idempotencyKey: key,
          paymentType: target.charge.paymentType,
          gateway: target.charge.gateway,
          amountCents,
          refundOfPaymentId: target.charge.id,
          actorUserId: actor.userId,
        },
        (tx) => repo.reserveRefund(tx, siteId, target.charge.id, toDollars(amountCents).toFixed(2)),
      );
      if (opened.kind === 'refused') {
        // Another refund took it meanwhile: say what is left now.
        const charge = (await repo.listPayments(db, siteId, booking.id)).find((r) => r.id === target.charge.id);
        const left = charge ? toCents(Number(charge.transactionAmount)) - toCents(Number(charge.refundedAmount)) : 0;
        if (left <= 0) throw businessRule(PAYMENT_TEXTS.nothingToRefund);
        throw businessRule(`${PAYMENT_TEXTS.refundTooHigh} At most ${toDollars(left).toFixed(2)} USD.`);
      }
      if (opened.kind !== 'new') {
        if (opened.attempt.bookingId !== booking.id) throw conflict(PAYMENT_TEXTS.keyReused);
        const ended = await settle(opened.attempt, booking, actor.userId);
        if (opened.kind === 'busy' && ended.status === 'pending') throw conflict(PAYMENT_TEXTS.inProgress);
        return result(ended, booking, true);
      }
      const outcome = await refundThrough(opened.attempt, target.charge, booking, target.chargedCents);
      return result(await finish(opened.attempt, target.charge, outcome, actor.userId), booking, false);
    },
  };
};

export type RefundsService = ReturnType<typeof createRefundsService>;
