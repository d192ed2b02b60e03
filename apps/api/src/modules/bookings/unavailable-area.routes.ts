/**
 * The unavailable-area notice (spec 03 section 7): when staff book a pickup outside their
 * service area, their company is mailed the request. The mail goes only to the site's own
 * provider address, never to an address named by the caller, so the call cannot send mail
 * to strangers.
 */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SitesService } from '../sites/sites.service.ts';

const query = z.object({
  serviceProviderEmail: z.string().max(254).optional(),
  pickuplocation: z.string().trim().min(1, 'Please enter Pickup location').max(300),
  dropofflocation: z.string().trim().min(1, 'Please enter Drop-off location').max(300),
  bookingdatetime: z.string().trim().min(1, 'Please choose Pickup date').max(60),
});

export const unavailableAreaMessage = (provider: { name: string; phone: string | null; email: string | null }) =>
  `Though this address is outside the service area, the company will make arrangements to provide the transportation!! Please contact ${provider.name} on the number ${provider.phone ?? ''} or mail to ${provider.email ?? ''}`;

export const unavailableAreaRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailService; sites: SitesService }> = async (
  app,
  { db, mail, sites },
) => {
  app.get(
    '/api/auth/sendEmailUnavailableAreaOfOperation',
    {
      schema: { tags: ['booking'], querystring: query },
      preHandler: requireRole(ROLES.spAdmin, ROLES.spUser),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      const actor = actorOf(req);
      const provider = await sites.serviceProviderOf(actor.siteId);
      if (!provider?.email)
        throw businessRule('Your company has no e-mail address on file. Please add one to the site first.');
      const render = await mail.prepare({
        siteId: actor.siteId,
        to: provider.email,
        template: 'UnavailableArea_Template',
      });
      const message = render({
        pickupLocation: req.query.pickuplocation,
        dropoffLocation: req.query.dropofflocation,
        pickupDateTime: req.query.bookingdatetime,
      });
      await db.transaction((tx) => mail.enqueue(tx, message));
      return results({ sent: true, to: provider.email, message: unavailableAreaMessage(provider) });
    },
  );
};
