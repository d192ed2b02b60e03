/**
 * Promo codes (DESIGN.md section 9): the site's list, create and update with draft and publish,
 * enable and disable; and the two calls travellers make from the confirm step, exactly as spec
 * 03 reads them (isValidDiscount, getRateDetailsOfRide). Those two are public and rate-limited.
 */

import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-form';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { discountFormSchema } from '@ridedesk/domain/pricing/discount-form';
import { parsePickupDate } from '@ridedesk/domain/pricing/discount-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRecordById, registerRecordRoutes, siteIdField } from '../../lib/record-routes.ts';
import { publicCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { DiscountsService } from './discounts.service.ts';

const discountBody = z.intersection(
  z.object({
    ...saveFlagsSchema.shape,
    id: recordId.optional(),
    siteId: siteIdField,
    isEnabled: z.boolean().optional(),
  }),
  discountFormSchema,
);
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

const tags = ['discount'];
/** Guessing codes is throttled per address. */
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (app, { discounts }) => {
  const base = '/api/discount';
  registerRecordRoutes(app, {
    base,
    tags,
    guard: 'onRequest',
    noun: 'promo code',
    body: discountBody,
    counter: 'countDiscount',
    created: 'discount',
    useCases: discounts,
    createPaths: ['/create'],
    updates: [{ method: 'POST', path: '/update' }],
  });

  app.get(
    '/api/discount/isValidDiscount/:code/:pickupDate/:siteId',
    { schema: { tags, params: validParams }, config: PUBLIC_RATE_LIMIT },
    async (req) => {
      const { code, pickupDate, siteId } = req.params;
      return results({ id: await discounts.validDiscountId(publicCtxOf(req, siteId), { code, pickupDate }) });
    },
  );

  app.get(
    '/api/discount/getRateDetailsOfRide/:priceDefinitionId/:discountId/:cost',
    { schema: { tags, params: rateParams }, config: PUBLIC_RATE_LIMIT },
    async (req) => results(await discounts.rateDetails(publicCtxOf(req), req.params)),
  );

  // Registered last: the static paths above take precedence over the parameter.
  registerRecordById(app, { base, tags, guard: 'onRequest', get: discounts.get });
};
