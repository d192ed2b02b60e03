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
import { siteIdField } from '../../lib/record-routes.ts';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { FirstRunService } from './first-run.service.ts';

const site = { siteId: siteIdField };
const tags = ['firstRun'];
const administrators = requireRole(ROLES.spAdmin);

/** Each step's call, with the step's own schema and the site (always the administrator's own). */
const STEPS = {
  area: areaStepSchema.extend(site),
  vehicles: vehiclesStepSchema.and(z.object(site)),
  payment: paymentStepSchema.and(z.object(site)),
  contact: contactStepSchema.extend(site),
  skip: skipStepSchema.extend(site),
} as const;

export const firstRunRoutes: FastifyPluginAsyncZod<{ firstRun: FirstRunService }> = async (app, { firstRun }) => {
  app.get('/api/firstRun', { schema: { tags, querystring: z.object(site) }, onRequest: administrators }, async (req) =>
    results(await firstRun.state(staffCtxOf(req, req.query.siteId))),
  );

  for (const step of Object.keys(STEPS) as (keyof typeof STEPS)[])
    app.post(
      `/api/firstRun/${step}`,
      { schema: { tags, body: STEPS[step] }, onRequest: administrators },
      async (req) => {
        const body = req.body as z.output<(typeof STEPS)[typeof step]>;
        const run = firstRun[step] as (ctx: ReturnType<typeof staffCtxOf>, input: typeof body) => Promise<unknown>;
        return results(await run(staffCtxOf(req, body.siteId), body));
      },
    );
};
