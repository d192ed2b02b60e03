/** The unavailable-area notice (spec 03 section 7): staff ask their company to serve a pickup outside the area. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { UnavailableAreaService } from './unavailable-area.service.ts';

const query = z.object({
  // Sent by the spec's client; never used: the mail goes to the site's own company only.
  serviceProviderEmail: z.string().max(254).optional(),
  pickuplocation: z.string().trim().min(1, 'Please enter Pickup location').max(300),
  dropofflocation: z.string().trim().min(1, 'Please enter Drop-off location').max(300),
  bookingdatetime: z.string().trim().min(1, 'Please choose Pickup date').max(60),
});

export const unavailableAreaRoutes: FastifyPluginAsyncZod<{ unavailableArea: UnavailableAreaService }> = async (
  app,
  { unavailableArea },
) => {
  app.get(
    '/api/auth/sendEmailUnavailableAreaOfOperation',
    {
      schema: { tags: ['booking'], querystring: query },
      preHandler: requireRole(ROLES.spAdmin, ROLES.spUser),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) =>
      results(
        await unavailableArea.notifyCompany(
          { siteId: actorOf(req).siteId },
          {
            pickupLocation: req.query.pickuplocation,
            dropoffLocation: req.query.dropofflocation,
            pickupDateTime: req.query.bookingdatetime,
          },
        ),
      ),
  );
};
