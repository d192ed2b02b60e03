/** The chauffeur's app's API (/driver, issue 21, decision 0028): own jobs, accept or decline, status steps, positions. */
import { DRIVER_STEPS, RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { signedInCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import type { DriverService } from './driver.service.ts';

const params = z.object({
  bookingId: z.coerce.number({ message: 'Please choose a ride' }).int().positive().max(2_147_483_647),
});
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, RIDE_MESSAGES.idempotencyKey)
    .max(100, RIDE_MESSAGES.idempotencyKey)
    .optional(),
});
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const instant = z.iso.datetime({ offset: true, message: 'Times are ISO 8601 instants' }).transform((v) => new Date(v));
const stepBody = z.object({
  status: z.enum(DRIVER_STEPS, { message: `Please choose one of: ${DRIVER_STEPS.join(', ')}` }),
  at: instant.optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  accuracy: z.number().min(0).max(100_000).optional(),
});
const declineBody = z.object({
  reason: z.string({ message: RIDE_MESSAGES.declineReason }).trim().min(3, RIDE_MESSAGES.declineReason).max(500),
});
const positionsBody = z.object({
  bookingId: z.number().int().positive().max(2_147_483_647),
  positions: z
    .array(
      z.object({
        at: instant,
        latitude,
        longitude,
        accuracy: z.number().min(0).max(100_000).nullish(),
        speed: z.number().min(0).max(200).nullish(),
        heading: z.number().min(0).max(360).nullish(),
      }),
    )
    .min(1, 'Send at least one position')
    .max(100, 'Send at most 100 positions at a time'),
});

const chauffeur = requireRole(ROLES.chauffeur);

/** A chauffeur acts on their own site, whichever host the phone talks to. */
const driverCtx = (req: FastifyRequest) => signedInCtxOf(req, actorOf(req).siteId);

export const driverRoutes: FastifyPluginAsyncZod<{
  driver: DriverService;
  chauffeurs: Pick<ChauffeursService, 'get'>;
}> = async (app, { driver, chauffeurs }) => {
  app.get('/api/driver/me', { schema: { tags: ['driver'] }, preHandler: chauffeur }, async (req) => {
    const ctx = driverCtx(req);
    return results(await chauffeurs.get(ctx, ctx.actor.userId));
  });

  app.get('/api/driver/jobs', { schema: { tags: ['driver'] }, preHandler: chauffeur }, async (req) =>
    results(await driver.jobs(driverCtx(req))),
  );

  app.get('/api/driver/jobs/:bookingId', { schema: { tags: ['driver'], params }, preHandler: chauffeur }, async (req) =>
    results(await driver.job(driverCtx(req), req.params.bookingId)),
  );

  app.post(
    '/api/driver/jobs/:bookingId/accept',
    { schema: { tags: ['driver'], params, headers: idempotencyHeaders }, preHandler: chauffeur },
    async (req) =>
      results(
        await driver.accept(driverCtx(req), { bookingId: req.params.bookingId, key: req.headers['idempotency-key'] }),
      ),
  );

  app.post(
    '/api/driver/jobs/:bookingId/decline',
    { schema: { tags: ['driver'], params, headers: idempotencyHeaders, body: declineBody }, preHandler: chauffeur },
    async (req) =>
      results(
        await driver.decline(driverCtx(req), {
          bookingId: req.params.bookingId,
          reason: req.body.reason,
          key: req.headers['idempotency-key'],
        }),
      ),
  );

  app.post(
    '/api/driver/jobs/:bookingId/status',
    { schema: { tags: ['driver'], params, headers: idempotencyHeaders, body: stepBody }, preHandler: chauffeur },
    async (req) => {
      const key = req.headers['idempotency-key'];
      if (!key) throw badRequest(RIDE_MESSAGES.idempotencyKey, { 'idempotency-key': RIDE_MESSAGES.idempotencyKey });
      const b = req.body;
      const position =
        b.latitude !== undefined && b.longitude !== undefined
          ? { latitude: b.latitude, longitude: b.longitude, accuracy: b.accuracy ?? null }
          : null;
      return results(
        await driver.step(driverCtx(req), { bookingId: req.params.bookingId, to: b.status, key, at: b.at, position }),
      );
    },
  );

  app.post(
    '/api/driver/positions',
    {
      schema: { tags: ['driver'], body: positionsBody },
      preHandler: chauffeur,
      // A phone sends a batch every 10 s; bursts after a tunnel are allowed, floods are not.
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req) => `driver:${req.actor?.userId ?? req.ip}` },
      },
    },
    async (req, reply) => reply.status(202).send(results(await driver.positions(driverCtx(req), req.body))),
  );
};
