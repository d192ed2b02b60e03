import { monthRange } from '@ridedesk/domain/booking/booking-calendar';
import type { BookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import { type BookingStatus, checkTransition, type PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import {
  BOOKING_UPDATE_MESSAGES,
  checkAssignment,
  checkPaymentTransition,
  paidThroughGateway,
  statusAfterAssignment,
} from '@ridedesk/domain/booking/booking-updates';
import { cancellationNoticeHours } from '@ridedesk/domain/booking/cancellation';
import { cancellationFeeCents, type RefundChoice } from '@ridedesk/domain/booking/cancellation-refund';
import { toDollars } from '@ridedesk/domain/booking/money';
import { type BookingEvent, bookingEventOfStatus } from '@ridedesk/domain/notifications/booking-events';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { bookingIdForToken } from '../bookings/booking-access.service.ts';
import {
  type BookingStateChange,
  changeBookingState,
  type LockedBooking,
  lockBookingForChange,
} from '../bookings/booking-updates.service.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { type BookingMoney, type CancellationRefund, createBookingCancellation } from './booking-cancellation.ts';
import { bookingMailValues, mailPaymentOf } from './booking-mail-values.ts';
import { toBillingDto, toBookingDto, toStaffDto, withCancellation } from './booking-management.dto.ts';
import * as repo from './booking-management.read-model.ts';
import { createPaymentMails } from './booking-payment-mails.ts';
import { createTravellerCancellation, linkHolderOf } from './traveller-cancellation.ts';

/** The mails a traveller gets when their booking reaches these statuses. */
export const STATUS_MAIL_TEMPLATES: Partial<Record<BookingStatus, string>> = {
  confirmed: 'BookingConfirmed_Template',
  assigned: 'BookingAssigned_Template',
  cancelled: 'BookingCancelled_Template',
  completed: 'BookingCompleted_Template',
};

/** At most this many bookings answer one calendar month. */
export const CALENDAR_LIMIT = 2000;

export type SiteFilters = {
  period: BookingPeriod;
  fromDate?: string;
  toDate?: string;
  vehicleTypeId?: number;
  bookingStatus?: BookingStatus;
  paymentStatus?: PaymentStatus;
  search?: string;
  page: number;
  pageSize: number;
};

/**
 * A traveller's use case: on one provider's host that provider's bookings, on the product site
 * (siteId null) all of theirs. A guest's unique id, when they hold one, goes in the options.
 */
type TravellerCtx = UseCaseContext<Actor, number | null>;
/** Staff act on one site at the context's instant. */
type SiteCtx = Pick<UseCaseContext, 'siteId' | 'now'>;
type BookingKey = { id: number } | { referenceId: string };

const bookingNotFound = () => notFound(BOOKING_UPDATE_MESSAGES.bookingNotFound);

/**
 * Booking management (spec 03 "Booking lists and updates"): the traveller's bookings and their
 * cancellation, the provider's record view and calendar, assignment, status and payment changes.
 * Each change reads first, prepares its mail, then locks, re-checks and writes in one
 * transaction with the mail in the outbox (PGlite has one connection: nothing else is read
 * inside the transaction).
 */
export const createBookingManagementService = (deps: {
  db: Db;
  mail: MailService;
  /** Told of a status change that is a booking event, right after its commit (notifications). */
  onBookingEvent?: (event: BookingEvent) => Promise<void>;
  /** The payments module's services: payment records for the mails, refunds for cancellations. */
  money?: BookingMoney;
  /** The origin mailed links point at when no request is at hand (a payment settling). */
  siteOrigin?: (siteId: number) => Promise<string>;
  log?: { error: (obj: object, msg: string) => void };
  /** The SMS channel's hook (issue 22): a card booking's 'booking confirmed' text, with its mail. */
  sms?: Pick<SmsService, 'enqueueRideText'>;
}) => {
  const { db, mail, money } = deps;
  const cancel = createBookingCancellation({
    db,
    mail,
    money,
    onBookingEvent: deps.onBookingEvent,
    log: deps.log,
  });
  const paymentMails = createPaymentMails({ ...deps, siteOrigin: deps.siteOrigin ?? (async () => '') });

  /** How the booking stands for money as its mails say it (its payment records, when they can be read). */
  const paymentOf = async (row: repo.BookingViewRow, actor: Actor) => {
    const records = money
      ? await money
          .paymentsOf({ siteId: row.siteId, actor }, { bookingId: row.id })
          .then((r) => r.records)
          .catch(() => [])
      : [];
    return mailPaymentOf(row, records);
  };

  const noticeHoursOf = async (siteId: number) =>
    cancellationNoticeHours(await siteSettingValue(db, siteId, SETTING_NAMES.cancellationNoticeHours));
  const feeOf = async (siteId: number) =>
    toDollars(cancellationFeeCents(await siteSettingValue(db, siteId, SETTING_NAMES.cancellationFee)));

  const view = async (scope: repo.BookingScope, key: BookingKey) => {
    const row = await repo.findBookingView(db, scope, key);
    if (!row) throw bookingNotFound();
    return row;
  };

  const detail = async (row: repo.BookingViewRow, at: Date) => {
    const billing = await repo.findBilling(db, row.siteId, row.id);
    return { ...toBookingDto(row, at), billing: billing ? toBillingDto(billing) : null };
  };

  const cancelAsTraveller = createTravellerCancellation({ noticeHoursOf, cancel });

  /** The booking a live manage token opens on the site; a wrong, expired or other site's token is not found. */
  const managedRow = async ({ siteId, now }: SiteCtx, token: string) => {
    const bookingId = await bookingIdForToken(db, siteId, token, 'manage', now);
    if (bookingId === null) throw bookingNotFound();
    return view({ siteId }, { id: bookingId });
  };

  const travellerScope = (ctx: TravellerCtx, guestUniqueId?: string | null): repo.BookingScope => ({
    siteId: ctx.siteId,
    owner: { userId: ctx.actor.userId, guestUniqueId },
  });

  const travellerDetail = async (row: repo.BookingViewRow, now: Date) =>
    withCancellation(await detail(row, now), row, now, await noticeHoursOf(row.siteId), await feeOf(row.siteId));

  /** The status mail's renderer, loaded before the transaction; null for statuses not mailed. */
  const prepareStatusMail = async (row: repo.BookingViewRow, status: BookingStatus) => {
    const template = STATUS_MAIL_TEMPLATES[status];
    if (!template) return null;
    return mail.prepare({
      siteId: row.siteId,
      to: row.customerEmail,
      template,
      languageId: row.travellerLanguageId,
    });
  };

  /** Locks the booking, re-checks the rule on its current state, writes, and queues the mail. */
  const applyChange = async (
    siteId: number,
    bookingId: number,
    change: (current: LockedBooking) => {
      values: BookingStateChange;
      mail?: ComposedMail | null;
    },
  ) => {
    const event = await db.transaction(async (tx) => {
      const current = await lockBookingForChange(tx, siteId, bookingId);
      if (!current) throw bookingNotFound();
      const { values, mail: message } = change(current);
      await changeBookingState(tx, siteId, bookingId, values);
      if (message) await mail.enqueue(tx, message);
      const kind = values.bookingStatus !== current.bookingStatus && bookingEventOfStatus(values.bookingStatus ?? '');
      return kind
        ? { kind, siteId, bookingId, referenceId: current.referenceId, travellerUserId: current.userId }
        : null;
    });
    if (event) await deps.onBookingEvent?.(event);
  };

  const refuseUnless = (check: { ok: true } | { ok: false; reason: string }) => {
    if (!check.ok) throw businessRule(check.reason);
  };

  return {
    /** Mails of a settled payment (the confirmation of a card booking, or a receipt). */
    paymentSettled: paymentMails.paymentSettled,
    /** The payments service's pay, with the mails of a settled payment (app.ts wires it). */
    withPaymentMails: paymentMails.withPaymentMails,

    /** api/Booking/getallbookingbyuserid: the signed-in traveller's bookings of a period. */
    travellerBookings: async (
      ctx: TravellerCtx,
      opts: { period: BookingPeriod; page: number; pageSize: number; guestUniqueId?: string },
    ) => {
      const at = ctx.now;
      const { rows, total } = await repo.listBookings(db, travellerScope(ctx, opts.guestUniqueId), {
        period: opts.period,
        now: at,
        limit: opts.pageSize,
        offset: (opts.page - 1) * opts.pageSize,
      });
      const hours = new Map<number, number>();
      const fees = new Map<number, number>();
      for (const siteId of new Set(rows.map((r) => r.siteId))) {
        hours.set(siteId, await noticeHoursOf(siteId));
        fees.set(siteId, await feeOf(siteId));
      }
      return {
        bookings: rows.map((row) =>
          withCancellation(toBookingDto(row, at), row, at, hours.get(row.siteId) ?? 24, fees.get(row.siteId) ?? 0),
        ),
        total,
      };
    },

    /** api/booking/getbookingbysiteid: the record view of one site. */
    siteBookings: async ({ siteId, now: at }: SiteCtx, f: SiteFilters) => {
      const { rows, total } = await repo.listBookings(
        db,
        { siteId },
        {
          period: f.period,
          now: at,
          fromDate: f.fromDate,
          toDate: f.toDate,
          vehicleTypeId: f.vehicleTypeId,
          bookingStatus: f.bookingStatus,
          paymentStatus: f.paymentStatus,
          search: f.search,
          limit: f.pageSize,
          offset: (f.page - 1) * f.pageSize,
        },
      );
      return { bookings: rows.map((row) => toBookingDto(row, at)), total };
    },

    /** One booking with its billing, for staff of its site. */
    siteBooking: async ({ siteId, now }: SiteCtx, key: BookingKey) => detail(await view({ siteId }, key), now),

    /** One of the traveller's own bookings, with its billing and cancellation window. */
    travellerBooking: async (ctx: TravellerCtx, key: BookingKey) =>
      travellerDetail(await view(travellerScope(ctx), key), ctx.now),

    /** api/booking/getBookingForCalendarBySiteId: the bookings whose local pickup day is in the month. */
    calendar: async ({ siteId, now: at }: SiteCtx, { year, month }: { year: number; month: number }) => {
      const { from, to } = monthRange(year, month);
      return (await repo.bookingsBetweenDays(db, siteId, from, to, CALENDAR_LIMIT)).map((row) => toBookingDto(row, at));
    },

    /** api/user/getserviceproviderusersbysiteid: the site's active staff, who may be assigned. */
    siteStaff: async ({ siteId }: Pick<UseCaseContext, 'siteId'>) => (await repo.siteStaff(db, siteId)).map(toStaffDto),

    /**
     * api/booking/updateassignedtobookings: a chauffeur of the same site; a scheduled or confirmed
     * booking becomes assigned and the traveller is told who drives.
     */
    assignChauffeur: async (
      ctx: UseCaseContext<Actor>,
      { bookingId, assignedTo, origin }: { bookingId: number; assignedTo: number; origin: string },
    ) => {
      const row = await view({ siteId: ctx.siteId }, { id: bookingId });
      refuseUnless(checkAssignment(row.bookingStatus as BookingStatus));
      const chauffeur = await repo.findStaffMember(db, ctx.siteId, assignedTo);
      if (!chauffeur)
        throw badRequest(BOOKING_UPDATE_MESSAGES.chooseChauffeur, {
          assignedTo: BOOKING_UPDATE_MESSAGES.chooseChauffeur,
        });
      const chauffeurName = `${chauffeur.firstName} ${chauffeur.lastName}`.trim();
      const render = await prepareStatusMail(row, 'assigned');
      const payment = await paymentOf(row, ctx.actor);
      await applyChange(ctx.siteId, bookingId, (current) => {
        const status = current.bookingStatus as BookingStatus;
        refuseUnless(checkAssignment(status));
        const next = statusAfterAssignment(status);
        const unchanged = current.assignedTo === assignedTo && next === status;
        return {
          values: { assignedTo, bookingStatus: next, updatedOn: ctx.now },
          mail:
            !unchanged && next === 'assigned' && render
              ? render(bookingMailValues({ ...row, bookingStatus: next }, { origin, payment, chauffeurName }))
              : null,
        };
      });
      return detail(await view({ siteId: ctx.siteId }, { id: bookingId }), ctx.now);
    },

    /**
     * api/booking/updatebookingstatus: along the allowed transitions; a refusal says why (422).
     * Cancelling refunds in the same step (full unless the choice says otherwise).
     */
    changeStatus: async (
      ctx: UseCaseContext<Actor>,
      {
        bookingId,
        to,
        refund = { choice: 'full' },
        origin,
      }: {
        bookingId: number;
        to: BookingStatus;
        refund?: { choice: RefundChoice; amountCents?: number };
        origin: string;
      },
    ) => {
      const row = await view({ siteId: ctx.siteId }, { id: bookingId });
      const check = (status: BookingStatus, assigned: number | null) => {
        refuseUnless(checkTransition(status, to));
        if (to === 'assigned' && assigned === null) throw businessRule(BOOKING_UPDATE_MESSAGES.assignFirst);
      };
      check(row.bookingStatus as BookingStatus, row.assignedTo);
      if (to === 'cancelled') {
        const outcome = await cancel({
          row,
          by: 'company',
          actor: ctx.actor,
          origin,
          choice: refund.choice,
          amountCents: refund.amountCents,
          now: ctx.now,
          check: (status) => check(status, null),
        });
        return { ...(await detail(await view({ siteId: ctx.siteId }, { id: bookingId }), ctx.now)), refund: outcome };
      }
      const render = await prepareStatusMail(row, to);
      const payment = render ? await paymentOf(row, ctx.actor) : null;
      await applyChange(ctx.siteId, bookingId, (current) => {
        check(current.bookingStatus as BookingStatus, current.assignedTo);
        return {
          values: { bookingStatus: to, updatedOn: ctx.now },
          mail:
            render && payment ? render(bookingMailValues({ ...row, bookingStatus: to }, { origin, payment })) : null,
        };
      });
      return detail(await view({ siteId: ctx.siteId }, { id: bookingId }), ctx.now);
    },

    /** api/booking/updatepaymentstatus: Pending, Paid, Refunded, Failed along their rule. */
    changePaymentStatus: async (
      ctx: UseCaseContext<Actor>,
      { bookingId, to }: { bookingId: number; to: PaymentStatus },
    ) => {
      const row = await view({ siteId: ctx.siteId }, { id: bookingId });
      refuseUnless(
        checkPaymentTransition(row.paymentStatus as PaymentStatus, to, paidThroughGateway(row.transactionType)),
      );
      await applyChange(ctx.siteId, bookingId, (current) => {
        refuseUnless(
          checkPaymentTransition(
            current.paymentStatus as PaymentStatus,
            to,
            paidThroughGateway(current.transactionType),
          ),
        );
        return { values: { paymentStatus: to, updatedOn: ctx.now } };
      });
      return detail(await view({ siteId: ctx.siteId }, { id: bookingId }), ctx.now);
    },

    /**
     * api/booking/cancelmybooking: the traveller cancels their own upcoming booking until the
     * site's notice period before pickup; later, the 422 names the rule and whom to call.
     */
    cancelMyBooking: async (
      ctx: TravellerCtx,
      { bookingId, guestUniqueId, origin }: { bookingId: number; guestUniqueId?: string; origin: string },
    ) => {
      const scope = travellerScope(ctx, guestUniqueId);
      const row = await view(scope, { id: bookingId });
      const refund: CancellationRefund = await cancelAsTraveller(row, {
        actor: ctx.actor,
        guestUniqueId,
        origin,
        now: ctx.now,
      });
      return { ...(await travellerDetail(await view(scope, { id: bookingId }), ctx.now)), refund };
    },

    /** api/booking/manage/{token}: the booking a manage link opens, as its traveller sees it (no billing). */
    managedBooking: async (ctx: SiteCtx, { token }: { token: string }) => {
      const row = await managedRow(ctx, token);
      const { siteId, now } = ctx;
      return withCancellation(toBookingDto(row, now), row, now, await noticeHoursOf(siteId), await feeOf(siteId));
    },

    /** api/booking/manage/{token}/cancel: the link's holder cancels under the traveller's rule. */
    cancelManagedBooking: async (ctx: SiteCtx, { token, origin }: { token: string; origin: string }) => {
      const { siteId, now } = ctx;
      const row = await managedRow(ctx, token);
      const refund = await cancelAsTraveller(row, linkHolderOf(row, { origin, now }));
      const after = await view({ siteId }, { id: row.id });
      const dto = withCancellation(toBookingDto(after, now), after, now, await noticeHoursOf(siteId));
      return { ...dto, refund };
    },
  };
};

export type BookingManagementService = ReturnType<typeof createBookingManagementService>;
