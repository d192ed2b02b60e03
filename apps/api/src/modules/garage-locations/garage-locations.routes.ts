/** Garage locations (areas of operation, spec 02): a provider's garages, with draft, publish and enable. */

import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { garageLocationFormSchema } from '@ridedesk/domain/master-data/garage-location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enableDisableBody,
  recordListQuery,
  recordReaders,
  registerRecordRoutes,
  siteIdField,
  siteOf,
} from '../../lib/record-routes.ts';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { GarageLocationsService } from './garage-locations.service.ts';

const garageBody = garageLocationFormSchema.extend({
  ...saveFlagsSchema.shape,
  id: recordId.optional(),
  siteId: siteIdField,
});

const tags = ['garagelocation'];

export const garageLocationsRoutes: FastifyPluginAsyncZod<{ garages: GarageLocationsService }> = async (
  app,
  { garages },
) => {
  registerRecordRoutes(app, {
    base: '/api/garagelocation',
    tags,
    guard: 'preHandler',
    noun: 'garage location',
    body: garageBody,
    counter: 'countGarageLocation',
    created: 'garage',
    useCases: garages,
    createPaths: ['', '/create'],
    updates: [
      { method: 'PUT', path: '' },
      { method: 'POST', path: '/update' },
    ],
    enableDisable: enableDisableBody({ netUserId: z.coerce.number().int().optional() }),
  });

  app.get(
    '/api/garagelocation/getGarageLocationForFleetsBySiteId',
    { schema: { tags, querystring: recordListQuery }, preHandler: recordReaders },
    async (req) => results(await garages.forFleets(staffCtxOf(req, siteOf(req.query)))),
  );
};
