/** Sites: each provider's booking site (tenant), resolved from the request's host. */
import type { SiteBookingState } from '@ridedesk/domain/platform/site-booking-state';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { SITE_ADDRESS_MESSAGES, siteAddressSchema } from '@ridedesk/domain/site/site-address';
import { siteFormSchema } from '@ridedesk/domain/site/site-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paged-query.ts';
import { ctxOf, platformCtxOf, signedInCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { findLanguage } from '../languages/languages.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SitesService } from './sites.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = z.object({
  host: z.string().trim().max(253).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const updateBody = z.intersection(
  z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  siteFormSchema,
);
const licenseBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  licenseNumber: z.string().trim().min(1, 'Please enter the licence number').max(100),
  licenseType: z.string().trim().min(1, 'Please enter the licence type').max(100),
  issuedBy: z.string().trim().max(200).nullish(),
  issuedOn: z.iso.date('Please enter a valid date').nullish(),
  expiresOn: z.iso.date('Please enter a valid date').nullish(),
});

const admins = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const staffAndAdmins = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);

export const sitesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sites: SitesService;
  users: UsersService;
  siteToken: (siteId: number) => Promise<string>;
  /** Whether the site takes bookings now (the setup module decides; defect 1 of issue 17). */
  bookingState: (ctx: Pick<UseCaseContext, 'siteId'>) => Promise<SiteBookingState>;
}> = async (app, { db, sites, users, siteToken, bookingState }) => {
  app.get(
    '/api/site',
    { schema: { tags: ['site'], querystring: listQuery }, preHandler: staffAndAdmins },
    async (req) => {
      const { sites: rows, total } = await sites.listSites(platformCtxOf(req), req.query);
      return results(rows, pageOf(req.query, total));
    },
  );

  app.post(
    '/api/site',
    { schema: { tags: ['site'], body: siteFormSchema }, preHandler: requireRole(ROLES.superAdmin) },
    async (req, reply) => reply.status(201).send(results(await sites.createSite(platformCtxOf(req), req.body))),
  );

  app.put('/api/site', { schema: { tags: ['site'], body: updateBody }, preHandler: admins }, async (req) => {
    const { id, ...form } = req.body;
    return results(await sites.updateSite(signedInCtxOf(req, id), form));
  });

  app.get('/api/site/getSiteIdOfClient', { schema: { tags: ['site'] } }, async (req) => {
    const [site, token, state] = await Promise.all([
      sites.clientSite(req.site),
      siteToken(req.site.id),
      bookingState(ctxOf(req, req.site.id)),
    ]);
    return results({ ...site, bookingState: state, access_token: token });
  });

  app.get(
    '/api/site/SetSiteId',
    {
      schema: {
        tags: ['site'],
        querystring: z.object({ siteId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
      preHandler: admins,
    },
    async (req) => results(await sites.getSite(signedInCtxOf(req, req.query.siteId))),
  );

  app.get(
    '/api/site/checkDuplicateHostName',
    {
      schema: {
        tags: ['site'],
        querystring: z.object({
          hostName: z.string().trim().min(1, 'Please enter the host name').max(253),
          siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
        }),
      },
      preHandler: admins,
    },
    async (req) => {
      const isDuplicate = await sites.isDuplicateHost(req.query.hostName, req.query.siteId || undefined);
      return results({ isDuplicate, message: isDuplicate ? 'Duplicate Host Name !!' : '' });
    },
  );

  // Registration: whether a site address is free, before the provider has an account.
  app.get(
    '/api/site/isSiteAddressAvailable',
    {
      schema: { tags: ['site'], querystring: z.object({ siteHost: siteAddressSchema }) },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const taken = await sites.isDuplicateHost(req.query.siteHost);
      return results({
        host: req.query.siteHost,
        isAvailable: !taken,
        message: taken ? SITE_ADDRESS_MESSAGES.taken : '',
      });
    },
  );

  app.get(
    '/api/site/setlanguage',
    {
      schema: {
        tags: ['site'],
        querystring: z.object({ languageId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (req) => {
      const language = await findLanguage(db, req.query.languageId);
      if (!language) throw badRequest('Unknown language', { languageId: 'Unknown language' });
      const offered = [req.site.preferredLanguageId, ...req.site.otherLanguageIds];
      if (!offered.includes(language.id))
        throw badRequest('This site does not offer that language', { languageId: 'Not offered on this site' });
      if (req.actor) await users.setPreferredLanguage(req.actor.userId, language.id);
      return results(language);
    },
  );

  app.post(
    '/api/site/createserviceproviderlicense',
    { schema: { tags: ['site'], body: licenseBody }, preHandler: admins },
    async (req, reply) => {
      const { id: _id, siteId, ...values } = req.body;
      const row = await sites.createLicense(staffCtxOf(req, siteId), values);
      return reply.status(201).send(results(row));
    },
  );

  app.post(
    '/api/site/updateserviceproviderlicense',
    { schema: { tags: ['site'], body: licenseBody }, preHandler: admins },
    async (req) => {
      const { id, siteId, ...values } = req.body;
      if (!id) throw badRequest('Please give the licence id', { id: 'Required' });
      return results(await sites.updateLicense(staffCtxOf(req, siteId), { ...values, id }));
    },
  );

  // Registered last: the static paths above take precedence over the parameter.
  app.get('/api/site/:id', { schema: { tags: ['site'], params: idParam }, preHandler: staffAndAdmins }, async (req) =>
    results(await sites.getSite(signedInCtxOf(req, req.params.id))),
  );
};
