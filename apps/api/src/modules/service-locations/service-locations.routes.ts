/**
 * Service locations (DESIGN.md section 9): the states and cities a provider site serves, and the
 * traveller-facing checks of spec 03 (validateServiceLocation, providers and states served,
 * customersiteid). The two api/site/... paths are answered here; paths are global.
 */
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { SERVICE_LOCATION_MESSAGES, serviceLocationFormSchema } from '@ridedesk/domain/pricing/service-location-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { publicSiteScope, scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { ServiceLocationsService } from './service-locations.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({ siteId: siteIdField, siteid: siteIdField });
const createBody = serviceLocationFormSchema.extend({ siteId: siteIdField, isEnabled: z.boolean().optional() });
const idBody = z.looseObject({ id: recordId, siteId: siteIdField, isEnabled: z.boolean().optional() });
const validateQuery = z.object({
  pickuplocation: z
    .string({ error: SERVICE_LOCATION_MESSAGES.address })
    .trim()
    .min(1, SERVICE_LOCATION_MESSAGES.address)
    .max(300),
  siteId: siteIdField,
  siteid: siteIdField,
});
const stateQuery = z.object({
  state: z
    .string({ error: 'Please choose a valid state' })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => US_STATE_CODES.includes(s), 'Please choose a valid state'),
});

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const tags = ['ServiceLocation'];
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const serviceLocationsRoutes: FastifyPluginAsyncZod<{ locations: ServiceLocationsService }> = async (
  app,
  { locations },
) => {
  const list = { schema: { tags, querystring: listQuery }, onRequest: readers };
  for (const path of ['/api/ServiceLocation', '/api/ServiceLocation/mappingBySiteId'])
    app.get(path, list, async (req) =>
      results(await locations.list(scopedSiteId(req, req.query.siteId ?? req.query.siteid))),
    );

  app.post(
    '/api/ServiceLocation/create',
    { schema: { tags, body: createBody }, onRequest: managers },
    async (req, reply) => {
      const { location, wasFirst } = await locations.create(actorOf(req), scopedSiteId(req, req.body.siteId), req.body);
      return reply.status(201).send(results(location, setupSignal('countServiceLocation', wasFirst)));
    },
  );

  app.post('/api/ServiceLocation/enableDisable', { schema: { tags, body: idBody }, onRequest: managers }, async (req) =>
    results(
      await locations.setEnabled(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.id, req.body.isEnabled),
    ),
  );

  app.post('/api/ServiceLocation/delete', { schema: { tags, body: idBody }, onRequest: managers }, async (req) =>
    results(await locations.remove(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.id)),
  );

  app.get(
    '/api/ServiceLocation/validateServiceLocation',
    { schema: { tags, querystring: validateQuery }, config: PUBLIC_RATE_LIMIT },
    async (req) =>
      results(
        await locations.validate(publicSiteScope(req, req.query.siteId ?? req.query.siteid), req.query.pickuplocation),
      ),
  );

  app.get(
    '/api/site/getallserviceproviderbystate',
    { schema: { tags: ['site'], querystring: stateQuery }, config: PUBLIC_RATE_LIMIT },
    async (req) => results(await locations.providersByState(req.query.state)),
  );

  app.get(
    '/api/site/getstatesofallserviceproviders',
    { schema: { tags: ['site'] }, config: PUBLIC_RATE_LIMIT },
    async () => results(await locations.statesOfProviders()),
  );

  app.get('/api/customersiteid', { schema: { tags: ['site'] } }, async (req) =>
    results(locations.customerSite(req.site)),
  );
};
