/**
 * Booking management (spec 03 "Booking lists and updates"): the traveller's bookings and their
 * cancellation, the provider's record view and calendar, the booking detail, the site's staff
 * for assignment, and assignment, status and payment changes. Bookings themselves are created by
 * the booking flow (flows/create-booking.ts); this module reads and updates them.
 *
 * GuestUserId (getallbookingbyuserid): the spec names it without a shape. It is read as the
 * guest's unique id (a uuid), never the guest's numeric id: holding the unique id, which only
 * the browser that booked as that guest received, is what shows a guest's bookings. The
 * signed-in traveller then sees their account's bookings and that guest's together.
 */
import { MONTH_MAX_YEAR, MONTH_MIN_YEAR } from '@ridedesk/domain/booking/booking-calendar';
import {
  BOOKING_LIST_MESSAGES,
  bookingPeriodSchema,
  optionalDay,
  SEARCH_MAX,
} from '@ridedesk/domain/booking/booking-list-filters';
import {
  BOOKING_UPDATE_MESSAGES,
  parseBookingStatus,
  parsePaymentStatus,
} from '@ridedesk/domain/booking/booking-updates';
import { CANCEL_REFUND_MESSAGES, REFUND_CHOICES } from '@ridedesk/domain/booking/cancellation-refund';
import { toCents } from '@ridedesk/domain/booking/money';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paged-query.ts';
import { ctxOf, signedInCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { staffCommands } from '../../lib/staff-commands.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { BookingManagementService } from './booking-management.service.ts';

const ID_MAX = 2_147_483_647;
const id = (message = 'Invalid id') => z.coerce.number({ message }).int(message).positive(message).max(ID_MAX, message);
const optionalSiteId = z.coerce.number().int().min(0).max(ID_MAX).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

/** A status as the spec spells it (any case), parsed by `parse`; anything else answers `message`. */
const statusField =
  <S extends string>(parse: (value: string) => S | null | undefined) =>
  (message: string) =>
    z
      .string({ message })
      .trim()
      .transform((v, ctx) => {
        const status = parse(v);
        if (!status) ctx.addIssue({ code: 'custom', message });
        return status ?? z.NEVER;
      });

const bookingStatus = statusField(parseBookingStatus);
const paymentStatus = statusField(parsePaymentStatus);

/** A list filter: empty or 'all' means no filter. */
const optionalFilter = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined))
    .pipe(schema.optional());

const travellerListQuery = z.object({
  GuestUserId: z
    .uuid(BOOKING_LIST_MESSAGES.guestUserId)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BookingPeriod: bookingPeriodSchema,
  page,
  pageSize,
});

const siteListQuery = z
  .object({
    siteId: optionalSiteId,
    BookingPeriod: bookingPeriodSchema,
    BookingFromDate: optionalDay,
    BookingToDate: optionalDay,
    Vehicletype: z.coerce
      .number({ message: BOOKING_LIST_MESSAGES.vehicleType })
      .int(BOOKING_LIST_MESSAGES.vehicleType)
      .min(0, BOOKING_LIST_MESSAGES.vehicleType)
      .max(ID_MAX, BOOKING_LIST_MESSAGES.vehicleType)
      .optional(),
    BookingStatus: optionalFilter(bookingStatus(BOOKING_LIST_MESSAGES.bookingStatus)),
    PaymentStatus: optionalFilter(paymentStatus(BOOKING_LIST_MESSAGES.paymentStatus)),
    search: z.string().trim().max(SEARCH_MAX).optional(),
    page,
    pageSize,
  })
  .refine((q) => !q.BookingFromDate || !q.BookingToDate || q.BookingFromDate <= q.BookingToDate, {
    message: BOOKING_LIST_MESSAGES.dateOrder,
    path: ['BookingToDate'],
  });

const calendarQuery = z.object({
  siteId: optionalSiteId,
  MonthNumber: z.coerce
    .number({ message: BOOKING_LIST_MESSAGES.month })
    .int(BOOKING_LIST_MESSAGES.month)
    .min(1, BOOKING_LIST_MESSAGES.month)
    .max(12, BOOKING_LIST_MESSAGES.month),
  YearNumber: z.coerce
    .number({ message: BOOKING_LIST_MESSAGES.year })
    .int(BOOKING_LIST_MESSAGES.year)
    .min(MONTH_MIN_YEAR, BOOKING_LIST_MESSAGES.year)
    .max(MONTH_MAX_YEAR, BOOKING_LIST_MESSAGES.year),
});

const bookingIdParam = z.object({ id: id('Please give the booking id') });
const referenceParam = z.object({
  ref: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, 'Please give a booking reference'),
});
const siteQuery = z.object({ siteId: optionalSiteId });

const bookingId = id('Please give the booking id');
const assignBody = z.object({
  siteId: optionalSiteId,
  bookingId,
  assignedTo: id(BOOKING_UPDATE_MESSAGES.chooseChauffeur),
});
/** Cancelling a paid ride says what to refund: everything (the default), all but the site's fee, an amount, or nothing. */
const statusBody = z.object({
  siteId: optionalSiteId,
  bookingId,
  bookingStatus: bookingStatus(BOOKING_UPDATE_MESSAGES.chooseBookingStatus),
  refund: z.enum(REFUND_CHOICES, { message: CANCEL_REFUND_MESSAGES.chooseRefund }).optional(),
  refundAmount: z.coerce
    .number({ message: CANCEL_REFUND_MESSAGES.amountNeeded })
    .min(0, CANCEL_REFUND_MESSAGES.amountNotPositive)
    .max(1_000_000, CANCEL_REFUND_MESSAGES.amountTooHigh)
    .optional(),
});
const paymentBody = z.object({
  siteId: optionalSiteId,
  bookingId,
  paymentStatus: paymentStatus(BOOKING_UPDATE_MESSAGES.choosePaymentStatus),
});
const cancelBody = z.object({
  bookingId,
  GuestUserId: z.uuid(BOOKING_LIST_MESSAGES.guestUserId).optional(),
});

/** A manage link's token; anything else is simply not found (the service checks its form). */
const manageParams = z.object({ token: z.string().max(200) });

/** A manage-link route's options: the token in its path, and how many tries an address may make a minute. */
const manageLinkRoute = (triesPerMinute: number) => ({
  schema: { tags: ['booking'], params: manageParams },
  config: { rateLimit: { max: triesPerMinute, timeWindow: '1 minute' } },
});

const staff = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const traveller = requireRole(ROLES.customer);
const staffOrTraveller = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser, ROLES.customer);

export const bookingManagementRoutes: FastifyPluginAsyncZod<{
  bookings: BookingManagementService;
  publicUrl?: string;
}> = async (app, { bookings, publicUrl }) => {
  /** On a provider's host a traveller sees that provider's bookings; on the product site all of theirs. */
  const travellerContext = (req: FastifyRequest) =>
    signedInCtxOf(req, isProviderSiteId(req.site.id) ? req.site.id : null);

  const isTraveller = (req: FastifyRequest) => actorOf(req).role === ROLES.customer;

  app.get(
    '/api/Booking/getallbookingbyuserid',
    { schema: { tags: ['booking'], querystring: travellerListQuery }, preHandler: traveller },
    async (req) => {
      const q = req.query;
      const { bookings: rows, total } = await bookings.travellerBookings(travellerContext(req), {
        period: q.BookingPeriod,
        page: q.page,
        pageSize: q.pageSize,
        guestUniqueId: q.GuestUserId,
      });
      return results(rows, pageOf(q, total));
    },
  );

  app.get(
    '/api/booking/getbookingbysiteid',
    { schema: { tags: ['booking'], querystring: siteListQuery }, preHandler: staff },
    async (req) => {
      const q = req.query;
      const { bookings: rows, total } = await bookings.siteBookings(staffCtxOf(req, q.siteId), {
        period: q.BookingPeriod,
        fromDate: q.BookingFromDate,
        toDate: q.BookingToDate,
        vehicleTypeId: q.Vehicletype || undefined,
        bookingStatus: q.BookingStatus,
        paymentStatus: q.PaymentStatus,
        search: q.search || undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      return results(rows, pageOf(q, total));
    },
  );

  /** One booking: a traveller's own (their scope), or for staff one of their site's. */
  const oneBooking = (
    req: FastifyRequest,
    siteId: number | undefined,
    key: { id: number } | { referenceId: string },
  ) =>
    isTraveller(req)
      ? bookings.travellerBooking(travellerContext(req), key)
      : bookings.siteBooking(staffCtxOf(req, siteId), key);

  app.get(
    '/api/booking/getbookingbyreferenceid/:ref',
    { schema: { tags: ['booking'], params: referenceParam, querystring: siteQuery }, preHandler: staffOrTraveller },
    async (req) => results(await oneBooking(req, req.query.siteId, { referenceId: req.params.ref })),
  );

  app.get(
    '/api/booking/getviewBookingbybookingId/:id',
    { schema: { tags: ['booking'], params: bookingIdParam, querystring: siteQuery }, preHandler: staffOrTraveller },
    async (req) => results(await oneBooking(req, req.query.siteId, { id: req.params.id })),
  );

  app.get(
    '/api/booking/getBookingForCalendarBySiteId',
    { schema: { tags: ['booking'], querystring: calendarQuery }, preHandler: staff },
    async (req) => {
      const q = req.query;
      const rows = await bookings.calendar(staffCtxOf(req, q.siteId), { year: q.YearNumber, month: q.MonthNumber });
      return results(rows, { totalCount: rows.length, monthNumber: q.MonthNumber, yearNumber: q.YearNumber });
    },
  );

  app.get(
    '/api/user/getserviceproviderusersbysiteid',
    { schema: { tags: ['user'], querystring: siteQuery }, preHandler: staff },
    async (req) => results(await bookings.siteStaff(staffCtxOf(req, req.query.siteId))),
  );

  const staffPost = staffCommands(app, { tags: ['booking'], guard: staff });

  staffPost('/api/booking/updateassignedtobookings', assignBody, (ctx, body, req) =>
    bookings.assignChauffeur(ctx, {
      bookingId: body.bookingId,
      assignedTo: body.assignedTo,
      origin: siteOrigin(req, publicUrl),
    }),
  );

  staffPost('/api/booking/updatebookingstatus', statusBody, (ctx, body, req) =>
    bookings.changeStatus(ctx, {
      bookingId: body.bookingId,
      to: body.bookingStatus,
      refund: {
        choice: body.refund ?? 'full',
        amountCents: body.refundAmount === undefined ? undefined : toCents(body.refundAmount),
      },
      origin: siteOrigin(req, publicUrl),
    }),
  );

  staffPost('/api/booking/updatepaymentstatus', paymentBody, (ctx, body) =>
    bookings.changePaymentStatus(ctx, { bookingId: body.bookingId, to: body.paymentStatus }),
  );

  app.post(
    '/api/booking/cancelmybooking',
    { schema: { tags: ['booking'], body: cancelBody }, preHandler: traveller },
    async (req) =>
      results(
        await bookings.cancelMyBooking(travellerContext(req), {
          bookingId: req.body.bookingId,
          guestUniqueId: req.body.GuestUserId,
          origin: siteOrigin(req, publicUrl),
        }),
      ),
  );

  // The manage link (decision 0024): no sign-in; the token names the booking on this host's site only.
  // A wrong, expired or other provider's token answers 404 with no data; each address may try a few a minute.
  app.get('/api/booking/manage/:token', manageLinkRoute(30), async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return results(await bookings.managedBooking(ctxOf(req, req.site.id), req.params));
  });

  app.post('/api/booking/manage/:token/cancel', manageLinkRoute(10), async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const origin = siteOrigin(req, publicUrl);
    return results(await bookings.cancelManagedBooking(ctxOf(req, req.site.id), { ...req.params, origin }));
  });
};
