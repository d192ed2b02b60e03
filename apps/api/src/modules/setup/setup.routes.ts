/** Setup progress: the mapping counts behind the dashboard's setup checklist (spec 01 sections 2 to 4). */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { SetupService } from './setup.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/api/fleet/mappingCount',
    {
      schema: { tags: ['fleet'], querystring: z.object({ siteId: siteIdField, siteid: siteIdField }) },
      preHandler: requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser),
    },
    async (req) => results(await setup.mappingCounts(scopedSiteId(req, req.query.siteId ?? req.query.siteid))),
  );
};
