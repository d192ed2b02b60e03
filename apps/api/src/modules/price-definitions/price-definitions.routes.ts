/**
 * Price definitions (DESIGN.md section 9), in the style of spec 02: list, create and update with
 * draft and publish, enable and disable, and one definition by id.
 */
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { priceDefinitionFormSchema } from '@ridedesk/domain/pricing/price-definition-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { PriceDefinitionsService } from './price-definitions.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  siteId: siteIdField,
  siteid: siteIdField,
  isPublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
const definitionBody = priceDefinitionFormSchema.extend({
  ...saveFlagsSchema.shape,
  id: recordId.optional(),
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
});
const enableDisableBody = z.looseObject({
  id: recordId,
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
});

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const tags = ['priceDefinition'];

export const priceDefinitionsRoutes: FastifyPluginAsyncZod<{ priceDefinitions: PriceDefinitionsService }> = async (
  app,
  { priceDefinitions },
) => {
  const list = { schema: { tags, querystring: listQuery }, onRequest: readers };
  for (const path of ['/api/priceDefinition', '/api/priceDefinition/mappingBySiteId'])
    app.get(path, list, async (req) =>
      results(
        await priceDefinitions.list(scopedSiteId(req, req.query.siteId ?? req.query.siteid), {
          isPublished: req.query.isPublished,
        }),
      ),
    );

  app.post(
    '/api/priceDefinition/create',
    { schema: { tags, body: definitionBody }, onRequest: managers },
    async (req, reply) => {
      const { definition, wasFirst } = await priceDefinitions.create(
        actorOf(req),
        scopedSiteId(req, req.body.siteId),
        req.body,
      );
      return reply.status(201).send(results(definition, setupSignal('countPriceDefinition', wasFirst)));
    },
  );

  app.post(
    '/api/priceDefinition/update',
    { schema: { tags, body: definitionBody }, onRequest: managers },
    async (req) => {
      const { id, siteId } = req.body;
      if (!id) throw badRequest('Please give the id of the price definition to update', { id: 'Required' });
      return results(await priceDefinitions.update(actorOf(req), scopedSiteId(req, siteId), id, req.body));
    },
  );

  app.post(
    '/api/priceDefinition/enableDisable',
    { schema: { tags, body: enableDisableBody }, onRequest: managers },
    async (req) =>
      results(
        await priceDefinitions.setEnabled(
          actorOf(req),
          scopedSiteId(req, req.body.siteId),
          req.body.id,
          req.body.isEnabled,
        ),
      ),
  );

  // Registered last: the static paths above take precedence over the parameter.
  app.get(
    '/api/priceDefinition/:id',
    { schema: { tags, params: z.object({ id: recordId }), querystring: listQuery }, onRequest: readers },
    async (req) =>
      results(await priceDefinitions.get(scopedSiteId(req, req.query.siteId ?? req.query.siteid), req.params.id)),
  );
};
