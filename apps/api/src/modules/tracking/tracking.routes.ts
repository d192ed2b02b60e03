/** The traveller's tracking link (issue 22): GET /api/track/{token} for the state, /events for it live. No sign-in: the token is the key. */
import { ACCESS_TOKEN_PATTERN } from '@ridedesk/domain/booking/manage-link';
import { TRACK_MESSAGES } from '@ridedesk/domain/rides/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events/event-bus.ts';
import { notFound } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { openEventStream } from '../../lib/sse.ts';
import type { TrackingService } from './tracking.service.ts';

/** The rides module's topics (rides/ride-changes.ts). */
const RIDE_TOPIC = 'ride';
const POSITION_TOPIC = 'position';

const params = z.object({ token: z.string().max(200) });

type RideEvent = { siteId?: unknown; bookingId?: unknown };

export const trackingRoutes: FastifyPluginAsyncZod<{
  tracking: TrackingService;
  bus: EventBus;
  streamMaxMs?: number;
}> = async (app, { tracking, bus, streamMaxMs }) => {
  const tokenOf = (token: string) => {
    if (!ACCESS_TOKEN_PATTERN.test(token)) throw notFound(TRACK_MESSAGES.gone);
    return token;
  };

  app.get(
    '/api/track/:token',
    // Per address: a page refreshes on its own stream; guessing tokens is slowed to a crawl.
    { schema: { tags: ['tracking'], params }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return results(await tracking.state(req.site.id, tokenOf(req.params.token), req.server.clock()));
    },
  );

  app.get(
    '/api/track/:token/events',
    { schema: { tags: ['tracking'], params }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const siteId = req.site.id;
      const token = tokenOf(req.params.token);
      const bookingId = await tracking.bookingOf(siteId, token, req.server.clock());
      const stream = openEventStream(req, reply, { maxMs: streamMaxMs });
      // Every change of this ride (a status, a position) sends the page its new state, read
      // through the same rules as GET: no position outside On the way to Completed, none after.
      let sending = Promise.resolve();
      const refresh = () => {
        sending = sending.then(async () => {
          try {
            stream.send('state', await tracking.state(siteId, token, req.server.clock()));
          } catch {
            stream.send('ended', { message: TRACK_MESSAGES.gone });
          }
        });
      };
      const mine = (p: unknown) => (p as RideEvent)?.siteId === siteId && (p as RideEvent)?.bookingId === bookingId;
      const unsubscribes = [RIDE_TOPIC, POSITION_TOPIC].map((topic) =>
        bus.subscribe(topic, (payload) => {
          if (mine(payload)) refresh();
        }),
      );
      stream.onClose(() => {
        for (const u of unsubscribes) u();
      });
      await bus.ready();
      refresh();
    },
  );
};
