/**
 * Booking payments (spec 03 sections 4 and 7): card and Google Pay charges (Authorize.Net),
 * Square payments, PayPal orders and captures, staff-entered payment records, and the payments of
 * a booking. Every charge goes through the same path, real gateway or sandbox: the amount is the
 * booking's total from the database, an attempt with its idempotency key is written before the
 * gateway is called, and success writes the record and marks the booking Paid in one transaction.
 *
 * At most one charge per booking, whatever keys the requests carry (issue 16): the attempt is
 * written in one transaction with a claim on the booking (its row locked while it is still
 * payable), the one-pending-attempt index lets one charge be in flight, and the charge is recorded
 * by charge-recording.ts, where the database refuses a second one. A request that loses answers
 * the winner's outcome (a replay) or 409 'This booking is already being paid.' / '... already paid.'.
 */
import { createHash, randomUUID } from 'node:crypto';
import { toCents, toDollars } from '@ridedesk/domain/booking/money';
import {
  acceptedBrands,
  cardBrandNamed,
  cardBrandOf,
  FLAG_OF_BRAND,
  isExpiryValid,
  paymentCustomerId,
} from '@ridedesk/domain/payments/card-rules';
import { PAYMENT_MESSAGES, PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { type GatewayName, type PaymentTypeName, TRANSACTION_TYPES } from '@ridedesk/domain/payments/payment-types';
import type { BillTo, ChargeOutcome, ChargeRequest, PaymentSource } from '../../integrations/payments/gateway.ts';
import { GatewayUnreachable } from '../../integrations/payments/gateway.ts';
import { AppError, badRequest, businessRule, conflict } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import {
  bookingForPayment,
  bookingPaymentState,
  claimBookingForPayment,
  type PayableBooking,
} from '../bookings/booking-payments.service.ts';
import type { GuestsAndBillingService } from '../bookings/guests-and-billing.service.ts';
import { createChargeRecorder, type IncidentLog } from './charge-recording.ts';
import type { AttemptDeps } from './payment-attempts.ts';
import type { GatewayDirectory } from './payment-gateways.ts';
import { gatewayUnavailable, type PaymentTypesService } from './payment-types.service.ts';
import * as repo from './payments.repository.ts';

/** Failed charges one booking may have before it stops taking more (card testing). */
export const MAX_FAILED_CHARGES = 10;

/**
 * Whoever may see the booking pays (its traveller, its site's staff, or a guest: actor null); a
 * guest names the booking's guest unique id in the input.
 */
export type PayInput = {
  bookingId: number;
  guestUniqueId?: string;
  paymentType: PaymentTypeName;
  source: PaymentSource;
  idempotencyKey?: string;
  billTo?: BillTo;
  /** What the browser believes it pays, in cents; refused when it is not the booking's total. */
  expectedAmountCents?: number;
  cardType?: string;
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The answer of every payment call, for a first try and a repeat alike. */
export const paymentResult = (attempt: repo.AttemptRow, booking: PayableBooking, replayed: boolean) => {
  const ok = attempt.status === 'succeeded';
  const pending = attempt.status === 'pending';
  return {
    bookingId: booking.id,
    bookingID: booking.id,
    referenceId: booking.referenceId,
    siteId: booking.siteId,
    status: attempt.status as 'succeeded' | 'failed' | 'pending',
    success: ok,
    message: ok ? PAYMENT_MESSAGES.success : pending ? PAYMENT_TEXTS.pending : PAYMENT_MESSAGES.failed,
    paymentStatus: ok ? 'Paid' : booking.paymentStatus === 'Paid' ? 'Paid' : 'Pending',
    paymentType: attempt.paymentType,
    transactionType: TRANSACTION_TYPES.authCapture,
    transactionID: ok ? attempt.gatewayTransactionId : null,
    transactionAmount: toDollars(attempt.amountCents),
    transactionDate: attempt.completedOn ?? attempt.createdOn,
    gateway: attempt.gateway,
    accountNumber: attempt.accountNumber,
    idempotencyKey: attempt.idempotencyKey,
    replayed,
    error: ok || pending ? null : { code: attempt.errorCode, text: attempt.errorMessage },
    // Authorize.Net's result block, which the spec's client reads (I00001 means success).
    messages: ok
      ? { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] }
      : { resultCode: 'Error', message: [{ code: 'E00027', text: attempt.errorMessage ?? PAYMENT_MESSAGES.failed }] },
  };
};
export type PaymentResult = ReturnType<typeof paymentResult>;

export const createPaymentsService = (
  deps: AttemptDeps & {
    types: PaymentTypesService;
    gateways: GatewayDirectory;
    guests: GuestsAndBillingService;
    log?: IncidentLog;
  },
) => {
  const { db, types, gateways, attempts } = deps;
  const { finish } = createChargeRecorder(deps);

  const billToOf = async (
    ctx: UseCaseContext,
    booking: PayableBooking,
    { billTo: given, guestUniqueId }: Pick<PayInput, 'billTo' | 'guestUniqueId'>,
  ): Promise<BillTo> => {
    if (given) return given;
    const stored = await deps.guests.billingOf(ctx, { bookingId: booking.id, guestUniqueId }).catch(() => null);
    if (stored)
      return {
        firstName: stored.firstName,
        lastName: stored.lastName,
        company: stored.companyName,
        address: stored.address,
        city: stored.city,
        state: stored.state,
        zip: stored.zipCode,
        country: stored.country,
        email: stored.emailAddress,
        phone: stored.phone,
      };
    return { firstName: booking.customerFirstName, lastName: booking.customerLastName, email: booking.customerEmail };
  };

  const requestOf = (
    attempt: repo.AttemptRow,
    booking: PayableBooking,
    source: PaymentSource,
    billTo?: BillTo,
  ): ChargeRequest => ({
    amountCents: attempt.amountCents,
    reference: booking.referenceId,
    idempotencyKey: attempt.gatewayKey,
    customerId: paymentCustomerId(booking),
    customerEmail: booking.customerEmail,
    description: `Ride ${booking.referenceId}`,
    source,
    billTo,
  });

  /** What recovery can rebuild of an attempt's source (a card is never kept). */
  const storedSource = (attempt: repo.AttemptRow): PaymentSource => {
    if (attempt.paymentType === 'Square' && attempt.sourceRef) return { kind: 'sourceId', sourceId: attempt.sourceRef };
    if (attempt.paymentType === 'PayPal' && attempt.sourceRef)
      return { kind: 'paypalOrder', orderId: attempt.sourceRef };
    return { kind: 'card', cardNumber: '', expirationDate: '', cardCode: '' };
  };

  /** A pending attempt whose answer was lost: ask its gateway before anything else happens. */
  const recover = async (attempt: repo.AttemptRow, booking: PayableBooking) => {
    const creds = await types.credentialsOf(attempt.siteId, attempt.paymentType as PaymentTypeName);
    const gateway = gateways.byName(attempt.gateway as GatewayName, attempt.paymentType as PaymentTypeName, creds);
    if (!gateway) return (await attempts.release(attempt, 'The gateway is no longer set up')) ?? attempt;
    let outcome: ChargeOutcome | null;
    try {
      outcome = await gateway.recover(requestOf(attempt, booking, storedSource(attempt)), attempt.createdOn);
    } catch (error) {
      if (!(error instanceof GatewayUnreachable)) throw error;
      outcome = { status: 'unknown', message: error.message };
    }
    if (outcome === null)
      return (
        (await repo.completeAttempt(
          db,
          attempt.siteId,
          attempt.id,
          { status: 'failed', errorCode: 'NOT_AT_GATEWAY', errorMessage: 'The gateway has no record of this payment.' },
          deps.clock(),
        )) ?? attempt
      );
    return finish(attempt, outcome, { actorId: null, gateway, reference: booking.referenceId });
  };

  /** Settles another attempt (waits for it, or recovers it); answers how it ended. */
  const settle = async (attempt: repo.AttemptRow, booking: PayableBooking) => {
    const state = await attempts.waitOrClaim(attempt);
    if ('done' in state) return state.done;
    if ('busy' in state) return state.busy;
    return state.claimed.kind === 'charge' ? recover(state.claimed, booking) : state.claimed;
  };

  /**
   * A booking no longer payable. A repeat after a card success (even under a new key) answers that
   * success; a booking paid otherwise answers 'This booking is already paid.': 422 when this request
   * read it paid, 409 when it lost a race to the payment (`raced`).
   */
  const replayOrRefuse = async (booking: PayableBooking, raced = false) => {
    if (booking.paymentStatus === 'Refunded') throw businessRule(PAYMENT_TEXTS.refunded);
    const paid = await repo.latestSucceededCharge(db, booking.siteId, booking.id);
    if (paid) return paymentResult(paid, { ...booking, paymentStatus: 'Paid' }, true);
    throw raced ? conflict(PAYMENT_TEXTS.alreadyPaid) : businessRule(PAYMENT_TEXTS.alreadyPaid);
  };

  const checkCard = (
    now: Date,
    source: PaymentSource,
    flags: Parameters<typeof acceptedBrands>[0],
    cardType?: string,
  ) => {
    if (source.kind !== 'card') return;
    if (!isExpiryValid(source.expirationDate, now))
      throw badRequest(PAYMENT_MESSAGES.cardDetails, { expirationDate: 'The card has expired' });
    const brand = cardBrandOf(source.cardNumber);
    if (!brand) throw badRequest(PAYMENT_MESSAGES.cardDetails, { cardNumber: 'Unknown card number' });
    if (cardType && cardBrandNamed(cardType) !== brand)
      throw badRequest(PAYMENT_MESSAGES.cardType, { cardType: 'The card number is not of this card type' });
    if (!flags[FLAG_OF_BRAND[brand]])
      throw businessRule(`This site does not accept ${brand} cards. Accepted: ${acceptedBrands(flags).join(', ')}.`);
  };

  const pay = async (ctx: UseCaseContext, input: PayInput): Promise<PaymentResult> => {
    const booking = await bookingForPayment(db, ctx.siteId, input.bookingId, ctx.actor, input.guestUniqueId);
    const amountCents = toCents(Number(booking.totalPrice));
    if (input.expectedAmountCents !== undefined && input.expectedAmountCents !== amountCents)
      throw businessRule(
        `${PAYMENT_TEXTS.amountMismatch} The total is ${toDollars(amountCents).toFixed(2)} USD (${amountCents} cents).`,
      );
    if (amountCents <= 0) throw businessRule('This booking has nothing to pay.');

    const key =
      input.idempotencyKey ??
      (input.source.kind === 'sourceId'
        ? `square:${hash(`${booking.id}:${input.source.sourceId}`)}`
        : input.source.kind === 'paypalOrder'
          ? `paypal:${hash(`${booking.id}:${input.source.orderId}`)}`
          : randomUUID());

    const sameKey = await repo.findAttemptByKey(db, ctx.siteId, key);
    if (sameKey) {
      if (sameKey.bookingId !== booking.id || sameKey.kind !== 'charge') throw conflict(PAYMENT_TEXTS.keyReused);
      const ended = await settle(sameKey, booking);
      return paymentResult(ended, await refreshed(booking), true);
    }
    if (booking.paymentStatus !== 'Pending' && booking.paymentStatus !== 'Failed') return replayOrRefuse(booking);

    // Square tokens lapse: refresh one that is due before charging with it.
    if (input.paymentType === 'Square') await types.refreshSquareIfDue(ctx).catch(() => undefined);
    const { flags, credentials } = await types.enabledMapping(ctx, { paymentType: input.paymentType });
    checkCard(ctx.now, input.source, flags, input.cardType);
    const gateway = gateways.forType(input.paymentType, credentials);
    if (!gateway) throw businessRule(PAYMENT_TEXTS.sandboxOff);

    // Another attempt of this booking in flight, or lost: settle it first.
    const pending = await repo.findPendingAttempt(db, ctx.siteId, booking.id);
    if (pending) {
      const ended = await settle(pending, booking);
      if (ended.status === 'pending') throw conflict(PAYMENT_TEXTS.beingPaid);
      if (ended.status === 'succeeded') return paymentResult(ended, await refreshed(booking), true);
    }
    if ((await repo.countFailedAttempts(db, ctx.siteId, booking.id, 'charge')) >= MAX_FAILED_CHARGES)
      throw new AppError('RATE_LIMITED', 429, PAYMENT_TEXTS.tooManyFailures);

    const billTo = await billToOf(ctx, booking, input);
    const values = {
      siteId: ctx.siteId,
      bookingId: booking.id,
      kind: 'charge',
      idempotencyKey: key,
      paymentType: input.paymentType,
      gateway: gateway.name,
      amountCents,
      sourceRef:
        input.source.kind === 'sourceId'
          ? input.source.sourceId
          : input.source.kind === 'paypalOrder'
            ? input.source.orderId
            : null,
      actorUserId: ctx.actor?.userId ?? null,
    };
    for (let round = 0; ; round++) {
      // The claim on the booking and the in-flight attempt, in one transaction, before the gateway.
      const opened = await attempts.open(values, (tx) => claimBookingForPayment(tx, ctx.siteId, booking.id));
      if (opened.kind === 'refused') return replayOrRefuse(await refreshed(booking), true);
      if (opened.kind === 'sameKey') {
        if (opened.attempt.bookingId !== booking.id) throw conflict(PAYMENT_TEXTS.keyReused);
        return paymentResult(await settle(opened.attempt, booking), await refreshed(booking), true);
      }
      if (opened.kind === 'busy') {
        // Another request's charge is in flight: its outcome is this request's answer, unless it failed.
        const ended = await settle(opened.attempt, booking);
        if (ended.status === 'succeeded') return paymentResult(ended, await refreshed(booking), true);
        if (ended.status === 'pending' || round >= 2) throw conflict(PAYMENT_TEXTS.beingPaid);
        continue;
      }
      const attempt = opened.attempt;
      let outcome: ChargeOutcome;
      try {
        outcome = await gateway.charge(requestOf(attempt, booking, input.source, billTo));
      } catch (error) {
        outcome = { status: 'unknown', message: String(error) };
      }
      const ended = await finish(attempt, outcome, {
        actorId: ctx.actor?.userId ?? null,
        gateway,
        reference: booking.referenceId,
      });
      const now = await refreshed(booking);
      // Its money was given back because another payment got there first: say so.
      if (ended.status === 'failed' && ended.errorCode === 'RETURNED_UNRECORDED' && now.paymentStatus !== 'Pending')
        return replayOrRefuse(now, true);
      return paymentResult(ended, now, false);
    }
  };

  const refreshed = async (booking: PayableBooking) =>
    (await bookingPaymentState(db, booking.siteId, booking.id)) ?? booking;

  return {
    pay,

    /** PayPal: an order for the booking's total (no money moves until capture). */
    createPaypalOrder: async (
      ctx: UseCaseContext,
      { bookingId, guestUniqueId }: { bookingId: number; guestUniqueId?: string },
    ) => {
      const booking = await bookingForPayment(db, ctx.siteId, bookingId, ctx.actor, guestUniqueId);
      if (booking.paymentStatus === 'Refunded') throw businessRule(PAYMENT_TEXTS.refunded);
      if (booking.paymentStatus === 'Paid') throw businessRule(PAYMENT_TEXTS.alreadyPaid);
      const amountCents = toCents(Number(booking.totalPrice));
      const { credentials } = await types.enabledMapping(ctx, { paymentType: 'PayPal' });
      const gateway = gateways.forType('PayPal', credentials);
      if (!gateway) throw businessRule(PAYMENT_TEXTS.sandboxOff);
      const order = {
        amountCents,
        reference: booking.referenceId,
        customerId: paymentCustomerId(booking),
        description: `Ride ${booking.referenceId}`,
        requestId: randomUUID(),
      };
      try {
        const created =
          gateway.name === 'sandbox'
            ? await gateways.sandbox.createOrder(order)
            : await gateways.paypal(credentials as never).createOrder(order);
        if ('error' in created) throw businessRule(`${PAYMENT_MESSAGES.failed} ${created.error}`);
        return {
          bookingId: booking.id,
          referenceId: booking.referenceId,
          orderId: created.id,
          id: created.id,
          status: created.status,
          approveUrl: created.approveUrl,
          amount: toDollars(amountCents),
          currency: 'USD',
          mode: gateway.name === 'sandbox' ? 'sandbox' : 'live',
        };
      } catch (error) {
        if (error instanceof GatewayUnreachable) throw gatewayUnavailable();
        throw error;
      }
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
