/**
 * Fleet usage: the catalogue calls answered from the fleets that use a record (spec 02 section 7,
 * getfleetassociated*, getservicetypesbyvehicletypeid, the vehicle and service type charts).
 */
import { recordId } from '@ridedesk/domain/master-data/fields';
import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordReaders, siteIdField, siteOf } from '../../lib/record-routes.ts';
import { publicCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { FleetUsageService } from './fleet-usage.service.ts';

const stateField = z
  .string()
  .trim()
  .max(2, 'Please choose a valid state')
  .transform((s) => s.toUpperCase())
  .refine((s) => s === '' || US_STATE_CODES.includes(s), 'Please choose a valid state')
  .optional();
const siteQuery = z.object({ siteId: siteIdField, siteid: siteIdField, state: stateField });
const byVehicleTypeQuery = siteQuery.extend({ vehicleTypeId: recordId });
type SiteQuery = z.output<typeof siteQuery>;

/** Who may call: anyone on the traveller's site (publicCtxOf), or staff on their site (staffCtxOf). */
const PUBLIC = { ctx: (req: FastifyRequest) => publicCtxOf(req, siteOf(req.query as SiteQuery)), guard: {} };
const STAFF = {
  ctx: (req: FastifyRequest) => staffCtxOf(req, siteOf(req.query as SiteQuery)),
  guard: { preHandler: recordReaders },
};

export const fleetUsageRoutes: FastifyPluginAsyncZod<{ usage: FleetUsageService }> = async (app, { usage }) => {
  const get = (
    kind: 'vehicleType' | 'serviceType',
    name: string,
    who: typeof PUBLIC | typeof STAFF,
    run: (req: FastifyRequest) => Promise<unknown>,
  ) =>
    app.get(`/api/${kind}/${name}`, { schema: { tags: [kind], querystring: siteQuery }, ...who.guard }, async (req) =>
      results(await run(req)),
    );

  get('vehicleType', 'getfleetassociatedvehicletypes', PUBLIC, (req) => usage.vehicleTypesWithFleets(PUBLIC.ctx(req)));
  get('vehicleType', 'getfleetassociatedvehicletypesByState', PUBLIC, (req) =>
    usage.vehicleTypesWithFleets(PUBLIC.ctx(req), { state: (req.query as SiteQuery).state || undefined }),
  );
  get('vehicleType', 'getfleetassociatedvehicletypesforpricedefinition', STAFF, (req) =>
    usage.vehicleTypesWithFleets(STAFF.ctx(req)),
  );
  get('vehicleType', 'getvehicletypeschartdetails', STAFF, (req) => usage.vehicleTypeChart(STAFF.ctx(req)));
  get('serviceType', 'getfleetassociatedservicetypes', PUBLIC, (req) => usage.serviceTypesWithFleets(PUBLIC.ctx(req)));
  get('serviceType', 'getservicetypeschartdetails', STAFF, (req) => usage.serviceTypeChart(STAFF.ctx(req)));

  app.get(
    '/api/serviceType/getservicetypesbyvehicletypeid',
    { schema: { tags: ['serviceType'], querystring: byVehicleTypeQuery } },
    async (req) => results(await usage.serviceTypesForVehicleType(PUBLIC.ctx(req), req.query)),
  );
};
