/**
 * Payments (spec 03 section 7 "Payments"): a site's payment types, and paying for, recording and
 * refunding bookings. Paying is open to whoever may see the booking (its traveller, the guest
 * holding its unique id, its site's staff); setting up types is for the site's administrator;
 * records and refunds are for its staff.
 */
import { PAYMENT_MESSAGES } from '@ridedesk/domain/payments/payment-messages';
import {
  activatePaymentTypeSchema,
  bookingRefSchema,
  chargeCardSchema,
  paymentRecordSchema,
  paymentTypeSchema,
  refundSchema,
  squareAuthorizationSchema,
} from '@ridedesk/domain/payments/payment-schemas';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googlePaySource } from '../../integrations/payments/google-pay.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ctxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { bookingSiteId, scopedSiteId } from '../../lib/site-scope.ts';
import { staffCommands } from '../../lib/staff-commands.ts';
import { requireRole } from '../../plugins/auth.ts';
import { canReadPaymentSetup } from './payment-types.service.ts';
import type { PayInput, PaymentResult } from './payments.service.ts';
import type { Payments } from './payments-setup.ts';

const siteIdParam = z.coerce.number().int().min(0).max(2_147_483_647);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const keyPattern = /^[A-Za-z0-9:_-]{8,100}$/;
const PAY_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const STAFF = [ROLES.spAdmin, ROLES.spUser, ROLES.superAdmin] as const;

/**
 * The site's administrator and the platform administrator read the gateway setup (modes, masked
 * credentials, disabled types); everyone else, the standard user (SPUser) included, gets the
 * public view the booking wizard pays with (DESIGN.md section 9: payment setup is the administrator's).
 */
const isBackOffice = (req: FastifyRequest) => Boolean(req.actor && canReadPaymentSetup(req.actor.role));

const viewerCtx = (req: FastifyRequest, requested?: number) =>
  ctxOf(req, isBackOffice(req) ? scopedSiteId(req, requested) : bookingSiteId(req, requested));
const viewerOf = (req: FastifyRequest) => (isBackOffice(req) ? 'staff' : 'public');

/** Whoever may see the booking pays: its traveller, its site's staff, or a guest (actor null). */
const payerCtx = (req: FastifyRequest, requested?: number) => ctxOf(req, bookingSiteId(req, requested));

/** The idempotency key from the body, or the Idempotency-Key header. */
const keyOf = (req: FastifyRequest, fromBody?: string) => {
  const header = req.headers['idempotency-key'];
  const key = fromBody ?? (typeof header === 'string' ? header.trim() : undefined);
  if (key !== undefined && !keyPattern.test(key))
    throw badRequest('The idempotency key must be 8 to 100 letters, digits, ":", "_" or "-"', {
      idempotencyKey: 'Invalid',
    });
  return key;
};

/** 200 for a finished payment (succeeded or declined), 202 while its outcome is unknown. */
const sendPayment = (reply: FastifyReply, result: PaymentResult) =>
  reply.status(result.status === 'pending' ? 202 : 200).send(results(result));

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments: p }) => {
  const { types, payments, records, refunds } = p;

  // Payment types of a site

  app.get('/api/paymentType', { schema: { tags: ['payments'] } }, async () => results(types.masters()));

  const listTypes = async (req: FastifyRequest, siteId?: number) => {
    const site = viewerCtx(req, siteId);
    return results(await types.list(site, { viewer: viewerOf(req) }));
  };
  app.get(
    '/api/ServiceProviderPayment/mappingbysiteId',
    {
      schema: { tags: ['payments'], querystring: z.object({ siteId: siteIdParam.optional() }) },
    },
    async (req) => listTypes(req, req.query.siteId),
  );
  app.get(
    '/api/ServiceProviderPayment/mappingbysiteId/:siteId',
    {
      schema: { tags: ['payments'], params: z.object({ siteId: siteIdParam }) },
    },
    async (req) => listTypes(req, req.params.siteId),
  );

  app.get(
    '/api/ServiceProviderPayment/mappingbysiteIdpaymentType/:siteId/:paymentType',
    {
      schema: { tags: ['payments'], params: z.object({ siteId: siteIdParam, paymentType: paymentTypeSchema }) },
    },
    async (req) => {
      const { siteId, paymentType } = req.params;
      return results(await types.find(viewerCtx(req, siteId), { paymentType, viewer: viewerOf(req) }));
    },
  );

  const adminPost = staffCommands(app, { tags: ['payments'], guard: requireRole(ROLES.spAdmin) });

  adminPost('/api/auth/ActivateServiceProviderPayment', activatePaymentTypeSchema, (ctx, body) =>
    types.activate(ctx, body),
  );

  app.get(
    '/api/subscriptionplan/isAuthorizedSPPaypalAccount/:id',
    {
      schema: { tags: ['payments'], params: z.object({ id: siteIdParam }) },
      // Part of the gateway setup: the administrators only, like the setup itself.
      preHandler: requireRole(ROLES.spAdmin, ROLES.superAdmin),
    },
    async (req) => results(await types.isPaypalAuthorized(staffCtxOf(req, req.params.id))),
  );

  adminPost('/api/subscriptionplan/isAuthorizedSPSquareAccount', squareAuthorizationSchema, (ctx, body) =>
    types.authorizeSquare(ctx, body),
  );

  // Paying for a booking

  /**
   * Pays for a booking with what the body says of the payer (the site, a guest's unique id) and
   * the attempt's idempotency key; 200 for a finished payment, 202 while its outcome is unknown.
   */
  const payBooking = async (
    req: FastifyRequest,
    reply: FastifyReply,
    payer: { siteId?: number; guestUserUniqueId?: string; idempotencyKey?: string },
    charge: Omit<PayInput, 'guestUniqueId' | 'idempotencyKey'>,
  ) => {
    const result = await payments.pay(payerCtx(req, payer.siteId), {
      guestUniqueId: payer.guestUserUniqueId,
      ...charge,
      idempotencyKey: keyOf(req, payer.idempotencyKey),
    });
    return sendPayment(reply, result);
  };

  app.post(
    '/api/auth/ChargeAuthorizeNetPayment',
    {
      schema: { tags: ['payments'], body: chargeCardSchema },
      config: PAY_LIMIT,
    },
    async (req, reply) => {
      const b = req.body;
      return payBooking(req, reply, b, {
        bookingId: b.bookingId,
        paymentType: b.opaqueData ? 'GPay' : (b.paymentType ?? 'AuthorizeNet'),
        source: b.card
          ? {
              kind: 'card',
              cardNumber: b.card.cardNumber,
              expirationDate: b.card.expirationDate,
              cardCode: b.card.cardCode,
            }
          : googlePaySource(b.opaqueData?.dataValue ?? ''),
        cardType: b.card?.cardType || undefined,
        billTo: b.billTo && {
          firstName: b.billTo.firstName,
          lastName: b.billTo.lastName,
          company: b.billTo.companyName,
          address: b.billTo.address,
          city: b.billTo.city,
          state: b.billTo.state,
          zip: b.billTo.zipCode,
          country: b.billTo.country,
          email: b.billTo.emailAddress,
          phone: b.billTo.phone,
        },
      });
    },
  );

  app.post(
    '/api/bookingpayment/createSquarePayment',
    {
      schema: {
        tags: ['payments'],
        querystring: z.object({
          sourceId: z
            .string({ message: PAYMENT_MESSAGES.cardDetails })
            .trim()
            .min(1, PAYMENT_MESSAGES.cardDetails)
            .max(500),
          amountToPay: z.coerce.number().int('amountToPay is in cents').positive().max(100_000_000).optional(),
          bookingId: id.optional(),
        }),
        body: bookingRefSchema.partial({ bookingId: true }).nullish(),
      },
      config: PAY_LIMIT,
    },
    async (req, reply) => {
      const b = req.body ?? {};
      const bookingId = b.bookingId ?? req.query.bookingId;
      if (!bookingId) throw badRequest('Please choose the booking to pay', { bookingId: 'Required' });
      return payBooking(req, reply, b, {
        bookingId,
        paymentType: 'Square',
        source: { kind: 'sourceId', sourceId: req.query.sourceId },
        expectedAmountCents: req.query.amountToPay,
      });
    },
  );

  app.post(
    '/api/bookingpayment/createPaypalOrder',
    {
      schema: { tags: ['payments'], body: bookingRefSchema.omit({ idempotencyKey: true }) },
      config: PAY_LIMIT,
    },
    async (req, reply) => {
      const b = req.body;
      const order = await payments.createPaypalOrder(payerCtx(req, b.siteId), {
        bookingId: b.bookingId,
        guestUniqueId: b.guestUserUniqueId,
      });
      return reply.status(201).send(results(order));
    },
  );

  app.post(
    '/api/bookingpayment/capturePaypalOrder',
    {
      schema: { tags: ['payments'], body: bookingRefSchema.extend({ orderId: z.string().trim().min(1).max(200) }) },
      config: PAY_LIMIT,
    },
    async (req, reply) =>
      payBooking(req, reply, req.body, {
        bookingId: req.body.bookingId,
        paymentType: 'PayPal',
        source: { kind: 'paypalOrder', orderId: req.body.orderId },
      }),
  );

  // Records and refunds (staff)

  const staffPost = staffCommands(app, { tags: ['payments'], guard: requireRole(...STAFF) });

  app.post(
    '/api/bookingpayment/create',
    {
      schema: { tags: ['payments'], body: paymentRecordSchema },
      preHandler: requireRole(...STAFF),
    },
    async (req, reply) => {
      const { siteId, ...record } = req.body;
      return reply.status(201).send(results(await records.recordPayment(staffCtxOf(req, siteId), record)));
    },
  );

  staffPost('/api/bookingpayment/refund', refundSchema, (ctx, body, req) =>
    refunds.refund(ctx, {
      bookingId: body.bookingId,
      amount: body.amount,
      idempotencyKey: keyOf(req, body.idempotencyKey),
    }),
  );

  app.post(
    '/api/bookingpayment/refundSquarePayment',
    {
      schema: {
        tags: ['payments'],
        querystring: z.object({ bookingId: id }),
        body: refundSchema.omit({ bookingId: true }).nullish(),
      },
      preHandler: requireRole(...STAFF),
    },
    async (req) => {
      const b = req.body ?? {};
      return results(
        await refunds.refund(staffCtxOf(req, b.siteId), {
          bookingId: req.query.bookingId,
          amount: b.amount,
          idempotencyKey: keyOf(req, b.idempotencyKey),
          onlyPaymentType: 'Square',
        }),
      );
    },
  );

  app.get(
    '/api/bookingpayment/paymentsByBookingId',
    {
      schema: {
        tags: ['payments'],
        querystring: z.object({
          bookingId: id,
          siteId: siteIdParam.optional(),
          guestUserUniqueId: z.uuid().optional(),
        }),
      },
    },
    async (req) => {
      const q = req.query;
      const { records: list, summary } = await records.paymentsOf(payerCtx(req, q.siteId), {
        bookingId: q.bookingId,
        guestUniqueId: q.guestUserUniqueId,
      });
      return results(list, { summary });
    },
  );
};
