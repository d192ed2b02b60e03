/**
 * Cancelling a booking with its refund in the same step (issue 17). The cancellation is one
 * transaction (status, 'Not charged' when nothing was paid, and the mails when no money moves);
 * a refund goes through the payments service after it, outside any transaction, and its outcome
 * is recorded (Refunded, Partly refunded) in a second one together with the mails that state it.
 */
import type { CancelledBy, RefundOutcome, RefundTarget } from '@ridedesk/domain/booking/booking-mail-texts';
import { CARD_REFUND_DAYS } from '@ridedesk/domain/booking/booking-mail-texts';
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import {
  type CancellationRefund,
  cancellationFeeCents,
  paymentStatusAfterCancellation,
  type RefundChoice,
  refundCentsFor,
} from '@ridedesk/domain/booking/cancellation-refund';
import { toDollars } from '@ridedesk/domain/booking/money';
import type { BookingEvent } from '@ridedesk/domain/notifications/booking-events';
import { ROLES, SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { changeBookingState, lockBookingForChange, movePaymentStatus } from '../bookings/booking-updates.service.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import {
  bookingMailValues,
  chargeMethodOf,
  chargeOf,
  mailPaymentOf,
  moneyOf,
  type PaymentRecord,
  providerBookingLink,
} from './booking-mail-values.ts';
import type * as repo from './booking-management.read-model.ts';

/** What booking management asks of the payments module (its services, injected). */
export type BookingMoney = {
  paymentsOf: (
    ctx: Pick<UseCaseContext, 'siteId' | 'actor'>,
    booking: { bookingId: number; guestUniqueId?: string | null },
  ) => Promise<{ records: PaymentRecord[] }>;
  refund: (
    ctx: Pick<UseCaseContext<Actor>, 'siteId' | 'actor'>,
    input: { bookingId: number; amount?: number; idempotencyKey?: string },
  ) => Promise<{ status: string; success: boolean; amount: number }>;
};

export type { CancellationRefund };

type Log = { error: (obj: object, msg: string) => void };

const targetOf = (records: PaymentRecord[]): RefundTarget => {
  const method = chargeMethodOf(chargeOf(records));
  if (!method || method.kind === 'cash-paid') return { kind: 'cash' };
  if (method.kind === 'online') return { kind: 'online', method: method.method };
  if (method.kind === 'card') return { kind: 'card', brand: method.brand, last4: method.last4 };
  return { kind: 'cash' };
};

/**
 * A traveller's own cancellation refunds what the site's rule gives back; the payments service
 * refunds for staff, so it acts for the site on the traveller's behalf (the record names them).
 */
const onBehalfOfSite = (traveller: Actor, siteId: number): Actor => ({
  ...traveller,
  role: ROLES.spAdmin,
  siteId,
  clientId: 'traveller-cancellation',
});

export const createBookingCancellation = (deps: {
  db: Db;
  mail: MailService;
  money?: BookingMoney;
  onBookingEvent?: (event: BookingEvent) => Promise<void>;
  log?: Log;
}) => {
  const { db, mail, money } = deps;

  return async (input: {
    row: repo.BookingViewRow;
    by: CancelledBy;
    actor: Actor;
    origin: string;
    choice: RefundChoice;
    amountCents?: number;
    guestUniqueId?: string | null;
    /** The use case's instant (its context's now): the change and the refund are stamped with it. */
    now: Date;
    /** Throws when the booking may not be cancelled from this status (checked again under the lock). */
    check: (status: BookingStatus) => void;
  }): Promise<CancellationRefund> => {
    const { row, by, actor } = input;
    const recordsOf = async () =>
      money
        ? (
            await money.paymentsOf(
              { siteId: row.siteId, actor },
              { bookingId: row.id, guestUniqueId: input.guestUniqueId },
            )
          ).records
        : [];
    const records = await recordsOf();
    const before = moneyOf(records);
    const feeCents =
      input.choice === 'fee'
        ? cancellationFeeCents(await siteSettingValue(db, row.siteId, SETTING_NAMES.cancellationFee))
        : 0;
    const amount = refundCentsFor(input.choice, before, { feeCents, amountCents: input.amountCents });
    if (!amount.ok) throw badRequest(amount.reason, { refundAmount: amount.reason });
    const refundCents = amount.cents;
    if (refundCents > 0 && !money) throw businessRule('Refunds are not available here.');
    const keptCents = before.refundableCents - refundCents;

    const [toTraveller, toProvider] = await mail.prepareMany([
      {
        siteId: row.siteId,
        to: row.customerEmail,
        template: by === 'traveller' ? MAIL_TEMPLATES.bookingCancelledByTraveller : MAIL_TEMPLATES.bookingCancelled,
        languageId: row.travellerLanguageId,
      },
      ...(by === 'traveller' && row.providerEmail
        ? [{ siteId: row.siteId, to: row.providerEmail, template: MAIL_TEMPLATES.bookingCancelledToProvider }]
        : []),
    ]);
    const mails = (outcome: RefundOutcome, paymentStatus: string, after: PaymentRecord[]): ComposedMail[] => {
      const state = { ...row, bookingStatus: 'cancelled', paymentStatus };
      const payment = mailPaymentOf(state, after);
      const traveller = toTraveller(bookingMailValues(state, { origin: input.origin, payment, refund: outcome }));
      const provider = toProvider?.(
        bookingMailValues(state, {
          origin: input.origin,
          payment,
          refund: outcome,
          cancelledBy: by,
          link: providerBookingLink(row, input.origin),
        }),
      );
      return [
        { ...traveller, dedupeKey: `booking-cancelled:${row.id}` },
        ...(provider ? [{ ...provider, dedupeKey: `booking-cancelled-provider:${row.id}` }] : []),
      ];
    };
    // 1. The cancellation, in one transaction; when no money moves its mails go with it.
    const noRefundOutcome: RefundOutcome =
      before.paidCents === 0
        ? { kind: 'nothing-paid' }
        : before.refundableCents === 0
          ? { kind: 'refunded', cents: before.refundedCents, to: targetOf(records), keptCents: 0 }
          : { kind: 'kept', keptCents };
    const statusNow = before.paidCents === 0 ? 'Not charged' : row.paymentStatus;
    await db.transaction(async (tx) => {
      const current = await lockBookingForChange(tx, row.siteId, row.id);
      if (!current) throw businessRule('The booking was not found');
      input.check(current.bookingStatus as BookingStatus);
      await changeBookingState(tx, row.siteId, row.id, {
        bookingStatus: 'cancelled',
        ...(before.paidCents === 0 && ['Pending', 'Failed'].includes(current.paymentStatus)
          ? { paymentStatus: 'Not charged' }
          : {}),
        updatedOn: input.now,
      });
      if (refundCents === 0) await mail.enqueueMany(tx, mails(noRefundOutcome, statusNow, records));
    });

    // 2. The refund through the gateway, outside any transaction; 3. its outcome recorded with the mails.
    let refund: CancellationRefund = {
      choice: input.choice,
      status: 'none',
      amount: 0,
      kept: toDollars(before.paidCents === 0 ? 0 : keptCents),
      expectWithinBusinessDays: null,
    };
    if (refundCents > 0 && money) {
      let status: 'succeeded' | 'failed' | 'pending' = 'failed';
      try {
        const refunder = by === 'traveller' ? onBehalfOfSite(actor, row.siteId) : actor;
        const answer = await money.refund(
          { actor: refunder, siteId: row.siteId },
          {
            bookingId: row.id,
            amount: toDollars(refundCents),
            idempotencyKey: `cancellation:${row.siteId}:${row.id}`,
          },
        );
        status = answer.status === 'succeeded' ? 'succeeded' : answer.status === 'pending' ? 'pending' : 'failed';
      } catch (error) {
        deps.log?.error({ err: error, bookingId: row.id }, 'cancellation refund failed');
      }
      const after = status === 'succeeded' ? await recordsOf() : records;
      const done = moneyOf(after);
      const finalStatus = paymentStatusAfterCancellation({
        paidCents: done.paidCents,
        refundedCents: done.refundedCents,
      });
      const target = targetOf(records);
      const outcome: RefundOutcome =
        status === 'succeeded'
          ? { kind: 'refunded', cents: refundCents, to: target, keptCents }
          : status === 'pending'
            ? { kind: 'refund-pending', cents: refundCents }
            : { kind: 'refund-failed', cents: refundCents };
      await db.transaction(async (tx) => {
        if (status === 'succeeded')
          await movePaymentStatus(tx, row.siteId, row.id, {
            from: ['Paid', 'Partly refunded'],
            to: finalStatus,
            at: input.now,
          });
        await mail.enqueueMany(tx, mails(outcome, status === 'succeeded' ? finalStatus : row.paymentStatus, after));
      });
      refund = {
        ...refund,
        status,
        amount: toDollars(refundCents),
        expectWithinBusinessDays: status === 'succeeded' && target.kind !== 'cash' ? CARD_REFUND_DAYS : null,
      };
    }

    await deps.onBookingEvent?.({
      kind: 'cancelled',
      siteId: row.siteId,
      bookingId: row.id,
      referenceId: row.referenceId,
      travellerUserId: row.userId,
      cancelledBy: by,
      assignedUserId: row.assignedTo,
    });
    return refund;
  };
};
