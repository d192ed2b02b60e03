/**
 * Service locations (DESIGN.md section 9): the states and cities a provider site serves, and the
 * traveller-facing checks of spec 03 (validateServiceLocation, providers and states served,
 * customersiteid). The two api/site/... paths are answered here; paths are global.
 */
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { SERVICE_LOCATION_MESSAGES, serviceLocationFormSchema } from '@ridedesk/domain/pricing/service-location-form';
import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordManagers, recordReaders, siteIdField, siteOf } from '../../lib/record-routes.ts';
import { publicCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { ServiceLocationsService } from './service-locations.service.ts';

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

const readers = recordReaders;
const managers = recordManagers;
const tags = ['ServiceLocation'];
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const serviceLocationsRoutes: FastifyPluginAsyncZod<{ locations: ServiceLocationsService }> = async (
  app,
  { locations },
) => {
  const list = { schema: { tags, querystring: listQuery }, onRequest: readers };
  for (const path of ['/api/ServiceLocation', '/api/ServiceLocation/mappingBySiteId'])
    app.get(path, list, async (req) => results(await locations.list(staffCtxOf(req, siteOf(req.query)))));

  app.post(
    '/api/ServiceLocation/create',
    { schema: { tags, body: createBody }, onRequest: managers },
    async (req, reply) => {
      const { location, wasFirst } = await locations.create(staffCtxOf(req, req.body.siteId), req.body);
      return reply.status(201).send(results(location, setupSignal('countServiceLocation', wasFirst)));
    },
  );

  app.post('/api/ServiceLocation/enableDisable', { schema: { tags, body: idBody }, onRequest: managers }, async (req) =>
    results(await locations.setEnabled(staffCtxOf(req, req.body.siteId), req.body)),
  );

  app.post('/api/ServiceLocation/delete', { schema: { tags, body: idBody }, onRequest: managers }, async (req) =>
    results(await locations.remove(staffCtxOf(req, req.body.siteId), req.body)),
  );

  app.get(
    '/api/ServiceLocation/validateServiceLocation',
    { schema: { tags, querystring: validateQuery }, config: PUBLIC_RATE_LIMIT },
    async (req) =>
      results(await locations.validate(publicCtxOf(req, siteOf(req.query)), { address: req.query.pickuplocation })),
  );

  app.get(
    '/api/site/getallserviceproviderbystate',
    { schema: { tags: ['site'], querystring: stateQuery }, config: PUBLIC_RATE_LIMIT },
    async (req) => results(await locations.providersByState(publicCtxOf(req), req.query)),
  );

  app.get(
    '/api/site/getstatesofallserviceproviders',
    { schema: { tags: ['site'] }, config: PUBLIC_RATE_LIMIT },
    async (req) => results(await locations.statesOfProviders(publicCtxOf(req))),
  );

  app.get('/api/customersiteid', { schema: { tags: ['site'] } }, async (req) =>
    results(locations.customerSite(req.site)),
  );
};
