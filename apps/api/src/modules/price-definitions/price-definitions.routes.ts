/**
 * Price definitions (DESIGN.md section 9), in the style of spec 02: list, create and update with
 * draft and publish, enable and disable, and one definition by id.
 */
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { priceDefinitionFormSchema } from '@ridedesk/domain/pricing/price-definition-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRecordById, registerRecordRoutes, siteIdField } from '../../lib/record-routes.ts';
import type { PriceDefinitionsService } from './price-definitions.service.ts';

const definitionBody = priceDefinitionFormSchema.extend({
  ...saveFlagsSchema.shape,
  id: recordId.optional(),
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
});

export const priceDefinitionsRoutes: FastifyPluginAsyncZod<{ priceDefinitions: PriceDefinitionsService }> = async (
  app,
  { priceDefinitions },
) => {
  const base = '/api/priceDefinition';
  const tags = ['priceDefinition'];
  registerRecordRoutes(app, {
    base,
    tags,
    guard: 'onRequest',
    noun: 'price definition',
    body: definitionBody,
    counter: 'countPriceDefinition',
    created: 'definition',
    useCases: priceDefinitions,
    createPaths: ['/create'],
    updates: [{ method: 'POST', path: '/update' }],
  });
  registerRecordById(app, { base, tags, guard: 'onRequest', get: priceDefinitions.get });
};
