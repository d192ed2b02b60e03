/** Setup progress: the mapping counts behind the dashboard's setup checklist (spec 01 sections 2 to 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordReaders, siteIdField, siteOf } from '../../lib/record-routes.ts';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import type { SetupService } from './setup.service.ts';

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/api/fleet/mappingCount',
    {
      schema: { tags: ['fleet'], querystring: z.object({ siteId: siteIdField, siteid: siteIdField }) },
      preHandler: recordReaders,
    },
    async (req) => results(await setup.mappingCounts(staffCtxOf(req, siteOf(req.query)))),
  );
};
