/**
 * The first-run guide's calls (issue 17): its state, one call per step with the step's own schema
 * (packages/domain/src/setup/first-run.ts), and skipping a step. The company's administrator only;
 * the site is always the administrator's own.
 */
import {
  areaStepSchema,
  contactStepSchema,
  paymentStepSchema,
  skipStepSchema,
  vehiclesStepSchema,
} from '@ridedesk/domain/setup/first-run';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { FirstRunService } from './first-run.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const site = { siteId: siteIdField };
const tags = ['firstRun'];
const administrators = requireRole(ROLES.spAdmin);

export const firstRunRoutes: FastifyPluginAsyncZod<{ firstRun: FirstRunService }> = async (app, { firstRun }) => {
  app.get(
    '/api/firstRun',
    { schema: { tags, querystring: z.object({ siteId: siteIdField }) }, onRequest: administrators },
    async (req) => results(await firstRun.state(actorOf(req), scopedSiteId(req, req.query.siteId))),
  );

  app.post(
    '/api/firstRun/area',
    { schema: { tags, body: areaStepSchema.extend(site) }, onRequest: administrators },
    async (req) => results(await firstRun.area(actorOf(req), scopedSiteId(req, req.body.siteId), req.body)),
  );

  app.post(
    '/api/firstRun/vehicles',
    { schema: { tags, body: vehiclesStepSchema.and(z.object(site)) }, onRequest: administrators },
    async (req) => results(await firstRun.vehicles(actorOf(req), scopedSiteId(req, req.body.siteId), req.body)),
  );

  app.post(
    '/api/firstRun/payment',
    { schema: { tags, body: paymentStepSchema.and(z.object(site)) }, onRequest: administrators },
    async (req) => results(await firstRun.payment(actorOf(req), scopedSiteId(req, req.body.siteId), req.body)),
  );

  app.post(
    '/api/firstRun/contact',
    { schema: { tags, body: contactStepSchema.extend(site) }, onRequest: administrators },
    async (req) => results(await firstRun.contact(actorOf(req), scopedSiteId(req, req.body.siteId), req.body)),
  );

  app.post(
    '/api/firstRun/skip',
    { schema: { tags, body: skipStepSchema.extend(site) }, onRequest: administrators },
    async (req) => results(await firstRun.skip(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.step)),
  );
};
