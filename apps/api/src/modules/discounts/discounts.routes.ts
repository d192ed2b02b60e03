/**
 * Promo codes (DESIGN.md section 9): the site's list, create and update with draft and publish,
 * enable and disable; and the two calls travellers make from the confirm step, exactly as spec
 * 03 reads them (isValidDiscount, getRateDetailsOfRide). Those two are public and rate-limited.
 */

import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-form';
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { discountFormSchema } from '@ridedesk/domain/pricing/discount-form';
import { parsePickupDate } from '@ridedesk/domain/pricing/discount-rules';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { publicSiteScope, scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { DiscountsService } from './discounts.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  siteId: siteIdField,
  siteid: siteIdField,
  isPublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
const discountBody = z.intersection(
  z.object({
    ...saveFlagsSchema.shape,
    id: recordId.optional(),
    siteId: siteIdField,
    isEnabled: z.boolean().optional(),
  }),
  discountFormSchema,
);
const enableDisableBody = z.looseObject({
  id: recordId,
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
});
const validParams = z.object({
  code: z.string().max(100),
  pickupDate: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const day = parsePickupDate(value);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.date });
        return z.NEVER;
      }
      return day;
    }),
  siteId: z.coerce.number().int().min(0).max(2_147_483_647),
});
const rateParams = z.object({
  priceDefinitionId: z.coerce.number().int().min(0).max(2_147_483_647),
  discountId: z.coerce.number().int().min(0).max(2_147_483_647),
  cost: z.coerce
    .number({ error: 'Please give the cost of the ride' })
    .finite('Please give the cost of the ride')
    .min(0, 'The cost cannot be negative')
    .max(10_000_000, 'The cost is too large'),
});

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const tags = ['discount'];
/** Guessing codes is throttled per address. */
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (app, { discounts }) => {
  const list = { schema: { tags, querystring: listQuery }, onRequest: readers };
  for (const path of ['/api/discount', '/api/discount/mappingBySiteId'])
    app.get(path, list, async (req) =>
      results(
        await discounts.list(scopedSiteId(req, req.query.siteId ?? req.query.siteid), {
          isPublished: req.query.isPublished,
        }),
      ),
    );

  app.post(
    '/api/discount/create',
    { schema: { tags, body: discountBody }, onRequest: managers },
    async (req, reply) => {
      const { discount, wasFirst } = await discounts.create(actorOf(req), scopedSiteId(req, req.body.siteId), req.body);
      return reply.status(201).send(results(discount, setupSignal('countDiscount', wasFirst)));
    },
  );

  app.post('/api/discount/update', { schema: { tags, body: discountBody }, onRequest: managers }, async (req) => {
    const { id, siteId } = req.body;
    if (!id) throw badRequest('Please give the id of the promo code to update', { id: 'Required' });
    return results(await discounts.update(actorOf(req), scopedSiteId(req, siteId), id, req.body));
  });

  app.post(
    '/api/discount/enableDisable',
    { schema: { tags, body: enableDisableBody }, onRequest: managers },
    async (req) =>
      results(
        await discounts.setEnabled(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.id, req.body.isEnabled),
      ),
  );

  app.get(
    '/api/discount/isValidDiscount/:code/:pickupDate/:siteId',
    { schema: { tags, params: validParams }, config: PUBLIC_RATE_LIMIT },
    async (req) => {
      const { code, pickupDate, siteId } = req.params;
      return results({ id: await discounts.validDiscountId(publicSiteScope(req, siteId), code, pickupDate) });
    },
  );

  app.get(
    '/api/discount/getRateDetailsOfRide/:priceDefinitionId/:discountId/:cost',
    { schema: { tags, params: rateParams }, config: PUBLIC_RATE_LIMIT },
    async (req) => {
      const { priceDefinitionId, discountId, cost } = req.params;
      return results(await discounts.rateDetails(publicSiteScope(req), priceDefinitionId, discountId, cost));
    },
  );

  // Registered last: the static paths above take precedence over the parameter.
  app.get(
    '/api/discount/:id',
    { schema: { tags, params: z.object({ id: recordId }), querystring: listQuery }, onRequest: readers },
    async (req) => results(await discounts.get(scopedSiteId(req, req.query.siteId ?? req.query.siteid), req.params.id)),
  );
};
