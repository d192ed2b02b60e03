/** Reviews (spec 03 "Reviews"): travellers review providers, providers review riders and reply. */
import {
  reviewCreateSchema,
  reviewUpdateSchema,
  serviceProviderReviewUpdateSchema,
} from '@ridedesk/domain/reviews/review-forms';
import { isProviderSiteId, isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { signedInCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { ALL_SITES, oneSite, publicSiteScope, readableSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { ReviewFilter } from './reviews.read-model.ts';
import type { ReviewsService } from './reviews.service.ts';

const siteQuery = { SiteId: z.coerce.number().int().min(0).max(2_147_483_647).optional() };
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};
const listQuery = z.object({ ...siteQuery, ...paging });
const spListQuery = z.object({
  ...siteQuery,
  ...paging,
  /** A signed-in traveller's own reviews. */
  mine: z.stringbool().optional(),
});

const staff = requireRole(ROLES.spAdmin, ROLES.spUser);
const riderReaders = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser, ROLES.customer);

/** Which service provider reviews a public read covers: the host's provider, or every provider on the product site. */
const providerFilter = (req: FastifyRequest, siteId?: number, mine?: boolean): ReviewFilter => {
  const scope = publicSiteScope(req, siteId);
  const own = mine && req.actor?.role === ROLES.customer ? { userId: req.actor.userId } : {};
  return { scope: 'siteId' in scope ? oneSite(scope.siteId) : ALL_SITES, ...own };
};

/** Rider reviews: a traveller reads those about themselves, staff their site's, the administrator any. */
const riderFilter = (req: FastifyRequest, siteId?: number): ReviewFilter => {
  const actor = actorOf(req);
  const wanted = siteId && siteId > 0 ? siteId : undefined;
  const named = wanted ? oneSite(wanted) : ALL_SITES;
  if (actor.role === ROLES.customer) return { riderUserId: actor.userId, scope: named };
  if (isStaffRole(actor.role)) return { scope: oneSite(readableSiteId(req, wanted)) };
  if (actor.role === ROLES.superAdmin) return { scope: named };
  throw forbidden();
};

/** Review changes act on the signed-in user's own site (staff reach only their site's reviews). */
const ownSiteCtx = (req: FastifyRequest) => signedInCtxOf(req, actorOf(req).siteId);

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const tags = ['reviews'];
  const keyOf = (body: { bookingId?: number; referenceId?: string }) =>
    body.bookingId !== undefined ? { id: body.bookingId } : { referenceId: body.referenceId ?? '' };

  app.post(
    '/api/serviceproviderreview/create',
    { schema: { tags, body: reviewCreateSchema }, preHandler: requireRole(ROLES.customer) },
    async (req, reply) => {
      const ctx = signedInCtxOf(req, isProviderSiteId(req.site.id) ? req.site.id : null);
      const review = await reviews.createProviderReview(ctx, { ...req.body, key: keyOf(req.body) });
      return reply.status(201).send(results(review));
    },
  );

  app.post(
    '/api/serviceproviderreview/update',
    {
      schema: { tags, body: serviceProviderReviewUpdateSchema },
      preHandler: requireRole(ROLES.customer, ROLES.spAdmin, ROLES.spUser),
    },
    async (req) => results(await reviews.updateProviderReview(ownSiteCtx(req), req.body)),
  );

  app.post(
    '/api/riderreview/create',
    { schema: { tags, body: reviewCreateSchema }, preHandler: staff },
    async (req, reply) =>
      reply
        .status(201)
        .send(results(await reviews.createRiderReview(ownSiteCtx(req), { ...req.body, key: keyOf(req.body) }))),
  );

  app.post('/api/riderreview/update', { schema: { tags, body: reviewUpdateSchema }, preHandler: staff }, async (req) =>
    results(await reviews.updateRiderReview(ownSiteCtx(req), req.body)),
  );

  // Service provider reviews: public, as the review pages and the footer show them.
  for (const path of [
    '/api/serviceproviderreview/getAllServiceProviderReviews',
    '/api/serviceproviderreview/getServiceProviderReviewBySiteId',
  ])
    app.get(path, { schema: { tags, querystring: spListQuery } }, async (req) => {
      const q = req.query;
      const { reviews: rows, total } = await reviews.providerReviews(providerFilter(req, q.SiteId, q.mine), q);
      return results(rows, { totalCount: total, page: q.page, pageSize: q.pageSize });
    });

  app.get(
    '/api/serviceproviderreview/GetAllServiceProviderAverageReview',
    { schema: { tags, querystring: z.object(siteQuery) } },
    async (req) => results(await reviews.providerAverages(providerFilter(req, req.query.SiteId))),
  );

  app.get(
    '/api/serviceproviderreview/getServiceProviderReviewCountByStar',
    { schema: { tags, querystring: z.object(siteQuery) } },
    async (req) => results(await reviews.providerCountByStar(providerFilter(req, req.query.SiteId))),
  );

  // Rider reviews: for the riders themselves, the provider's staff and the platform administrator.
  for (const path of ['/api/riderreview/getAllRiderReviews', '/api/riderreview/getAllRiderReviewsBySiteId'])
    app.get(path, { schema: { tags, querystring: listQuery }, preHandler: riderReaders }, async (req) => {
      const q = req.query;
      const { reviews: rows, total } = await reviews.riderReviews(riderFilter(req, q.SiteId), q);
      return results(rows, { totalCount: total, page: q.page, pageSize: q.pageSize });
    });

  for (const path of ['/api/riderreview/getAllRiderAverageReview', '/api/riderreview/GetAllRiderAverageReviewBySiteId'])
    app.get(path, { schema: { tags, querystring: z.object(siteQuery) }, preHandler: riderReaders }, async (req) =>
      results(await reviews.riderAverages(riderFilter(req, req.query.SiteId))),
    );

  app.get(
    '/api/riderreview/getRiderReviewCountByStarSiteId',
    { schema: { tags, querystring: z.object(siteQuery) }, preHandler: riderReaders },
    async (req) => results(await reviews.riderCountByStar(riderFilter(req, req.query.SiteId))),
  );
};
