/**
 * Fleet usage: the catalogue calls answered from the fleets that use a record (spec 02 section 7,
 * getfleetassociated*, getservicetypesbyvehicletypeid, the vehicle and service type charts).
 */
import { recordId } from '@ridedesk/domain/master-data/fields';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { publicSiteScope, scopedSiteId } from '../../lib/site-scope.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { FleetUsageService } from './fleet-usage.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const stateField = z
  .string()
  .trim()
  .max(2, 'Please choose a valid state')
  .transform((s) => s.toUpperCase())
  .refine((s) => s === '' || US_STATE_CODES.includes(s), 'Please choose a valid state')
  .optional();
const siteQuery = z.object({ siteId: siteIdField, siteid: siteIdField, state: stateField });
const byVehicleTypeQuery = siteQuery.extend({ vehicleTypeId: recordId });
const siteOf = (q: { siteId?: number; siteid?: number }) => q.siteId ?? q.siteid;

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);

export const fleetUsageRoutes: FastifyPluginAsyncZod<{ usage: FleetUsageService }> = async (app, { usage }) => {
  const vehicleTags = ['vehicleType'];
  const serviceTags = ['serviceType'];

  app.get(
    '/api/vehicleType/getfleetassociatedvehicletypes',
    { schema: { tags: vehicleTags, querystring: siteQuery } },
    async (req) => results(await usage.vehicleTypesWithFleets(publicSiteScope(req, siteOf(req.query)))),
  );

  app.get(
    '/api/vehicleType/getfleetassociatedvehicletypesByState',
    { schema: { tags: vehicleTags, querystring: siteQuery } },
    async (req) =>
      results(
        await usage.vehicleTypesWithFleets(publicSiteScope(req, siteOf(req.query)), req.query.state || undefined),
      ),
  );

  app.get(
    '/api/vehicleType/getfleetassociatedvehicletypesforpricedefinition',
    { schema: { tags: vehicleTags, querystring: siteQuery }, preHandler: readers },
    async (req) => results(await usage.vehicleTypesWithFleets({ siteId: scopedSiteId(req, siteOf(req.query)) })),
  );

  app.get(
    '/api/vehicleType/getvehicletypeschartdetails',
    { schema: { tags: vehicleTags, querystring: siteQuery }, preHandler: readers },
    async (req) => results(await usage.vehicleTypeChart(scopedSiteId(req, siteOf(req.query)))),
  );

  app.get(
    '/api/serviceType/getfleetassociatedservicetypes',
    { schema: { tags: serviceTags, querystring: siteQuery } },
    async (req) => results(await usage.serviceTypesWithFleets(publicSiteScope(req, siteOf(req.query)))),
  );

  app.get(
    '/api/serviceType/getservicetypesbyvehicletypeid',
    { schema: { tags: serviceTags, querystring: byVehicleTypeQuery } },
    async (req) =>
      results(await usage.serviceTypesForVehicleType(publicSiteScope(req, siteOf(req.query)), req.query.vehicleTypeId)),
  );

  app.get(
    '/api/serviceType/getservicetypeschartdetails',
    { schema: { tags: serviceTags, querystring: siteQuery }, preHandler: readers },
    async (req) => results(await usage.serviceTypeChart(scopedSiteId(req, siteOf(req.query)))),
  );
};
