/** Garage locations (areas of operation, spec 02): a provider's garages, with draft, publish and enable. */

import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { garageLocationFormSchema } from '@ridedesk/domain/master-data/garage-location';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { GarageLocationsService } from './garage-locations.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  siteId: siteIdField,
  siteid: siteIdField,
  isPublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
const garageBody = garageLocationFormSchema.extend({
  ...saveFlagsSchema.shape,
  id: recordId.optional(),
  siteId: siteIdField,
});
const enableDisableBody = z.looseObject({
  id: recordId,
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
  netUserId: z.coerce.number().int().optional(),
});

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const tags = ['garagelocation'];

export const garageLocationsRoutes: FastifyPluginAsyncZod<{ garages: GarageLocationsService }> = async (
  app,
  { garages },
) => {
  const list = { schema: { tags, querystring: listQuery }, preHandler: readers };
  for (const path of ['/api/garagelocation', '/api/garagelocation/mappingBySiteId'])
    app.get(path, list, async (req) =>
      results(
        await garages.list(scopedSiteId(req, req.query.siteId ?? req.query.siteid), {
          isPublished: req.query.isPublished,
        }),
      ),
    );

  app.get('/api/garagelocation/getGarageLocationForFleetsBySiteId', list, async (req) =>
    results(await garages.forFleets(scopedSiteId(req, req.query.siteId ?? req.query.siteid))),
  );

  const save = { schema: { tags, body: garageBody }, preHandler: managers };
  for (const path of ['/api/garagelocation', '/api/garagelocation/create'])
    app.post(path, save, async (req, reply) => {
      const { garage, wasFirst } = await garages.create(actorOf(req), scopedSiteId(req, req.body.siteId), req.body);
      return reply.status(201).send(results(garage, setupSignal('countGarageLocation', wasFirst)));
    });

  const update = async (req: { body: z.output<typeof garageBody> } & Parameters<typeof scopedSiteId>[0]) => {
    const { id, siteId } = req.body;
    if (!id) throw badRequest('Please give the id of the garage location to update', { id: 'Required' });
    return results(await garages.update(actorOf(req), scopedSiteId(req, siteId), id, req.body));
  };
  app.put('/api/garagelocation', save, async (req) => update(req));
  app.post('/api/garagelocation/update', save, async (req) => update(req));

  app.post(
    '/api/garagelocation/enableDisable',
    { schema: { tags, body: enableDisableBody }, preHandler: managers },
    async (req) =>
      results(
        await garages.setEnabled(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.id, req.body.isEnabled),
      ),
  );
};
