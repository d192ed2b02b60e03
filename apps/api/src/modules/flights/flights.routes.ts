/**
 * Airport pickups that follow the flight (issue 22 item 3, decision 0031). The flights module
 * owns flight_watches: each airport booking's followed flight, its latest arrival, and the pickup
 * it moved (or a move the next ride still holds up). Staff of the booking's site only.
 */
import { FLIGHT_MESSAGES } from '@ridedesk/domain/rides/flights';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { FlightsService } from './flights.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const bookingId = z.coerce.number({ message: 'Please choose a ride' }).int().positive().max(2_147_483_647);
const day = z
  .string({ message: FLIGHT_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FLIGHT_MESSAGES.day)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), FLIGHT_MESSAGES.day);
const instant = z.iso.datetime({ offset: true, message: 'Please give the time as an ISO 8601 instant' });

const listQuery = z
  .object({ siteId, date: day.optional(), bookingId: bookingId.optional() })
  .refine((q) => q.date !== undefined || q.bookingId !== undefined, { message: FLIGHT_MESSAGES.day, path: ['date'] });

const arrivalBody = z
  .object({ siteId, arrivedAt: instant.optional(), estimatedArrival: instant.optional() })
  .refine((b) => (b.arrivedAt === undefined) !== (b.estimatedArrival === undefined), {
    message: FLIGHT_MESSAGES.landingNeeded,
    path: ['arrivedAt'],
  });

const staff = requireRole(ROLES.spAdmin, ROLES.spUser);

export const flightsRoutes: FastifyPluginAsyncZod<{ flights: FlightsService }> = async (app, { flights }) => {
  app.get('/api/flights', { schema: { tags: ['flights'], querystring: listQuery }, preHandler: staff }, async (req) =>
    results(
      await flights.list(staffCtxOf(req, req.query.siteId), { date: req.query.date, bookingId: req.query.bookingId }),
    ),
  );

  app.put(
    '/api/flights/:bookingId/arrival',
    { schema: { tags: ['flights'], params: z.object({ bookingId }), body: arrivalBody }, preHandler: staff },
    async (req) => {
      const { arrivedAt, estimatedArrival } = req.body;
      return results(
        await flights.setArrival(staffCtxOf(req, req.body.siteId), {
          bookingId: req.params.bookingId,
          arrivedAt: arrivedAt ? new Date(arrivedAt) : undefined,
          estimatedArrival: estimatedArrival ? new Date(estimatedArrival) : undefined,
        }),
      );
    },
  );
};
