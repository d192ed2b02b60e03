/** Guest users (travellers without an account) and the billing address of a booking. */
import { billingSchema, customerDetailsSchema } from '@ridedesk/domain/booking/customer-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { bookingSiteId } from '../../lib/site-scope.ts';
import type { GuestsAndBillingService } from './guests-and-billing.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const ownership = {
  siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  guestUserUniqueId: z.uuid().optional(),
};
const billingBody = billingSchema.extend({ bookingId: id, ...ownership });

export const guestsAndBillingRoutes: FastifyPluginAsyncZod<{ guests: GuestsAndBillingService }> = async (
  app,
  { guests },
) => {
  app.post(
    '/api/guestuser/create',
    {
      schema: { tags: ['booking'], body: customerDetailsSchema.extend({ siteId: ownership.siteId }) },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const { siteId, ...details } = req.body;
      return reply.status(201).send(results(await guests.createGuest(ctxOf(req, bookingSiteId(req, siteId)), details)));
    },
  );

  app.post(
    '/api/billinginformation/create',
    { schema: { tags: ['booking'], body: billingBody } },
    async (req, reply) => {
      const { bookingId, siteId, guestUserUniqueId: guestUniqueId, ...values } = req.body;
      const ctx = ctxOf(req, bookingSiteId(req, siteId));
      return reply.status(201).send(results(await guests.createBilling(ctx, { bookingId, guestUniqueId, values })));
    },
  );

  app.post('/api/billinginformation/update', { schema: { tags: ['booking'], body: billingBody } }, async (req) => {
    const { bookingId, siteId, guestUserUniqueId: guestUniqueId, ...values } = req.body;
    const ctx = ctxOf(req, bookingSiteId(req, siteId));
    return results(await guests.updateBilling(ctx, { bookingId, guestUniqueId, values }));
  });

  app.get(
    '/api/billinginformation/billingInformationByBookingId',
    { schema: { tags: ['booking'], querystring: z.object({ bookingId: id, ...ownership }) } },
    async (req) => {
      const { bookingId, siteId, guestUserUniqueId: guestUniqueId } = req.query;
      return results(await guests.billingOf(ctxOf(req, bookingSiteId(req, siteId)), { bookingId, guestUniqueId }));
    },
  );
};
