/** Live events for the back office over server-sent events (issue 20): booking status changes of the staff's site. */

import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events/event-bus.ts';
import { forbidden, unauthenticated } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { openEventStream } from '../../lib/sse.ts';
import type { Actor } from '../../plugins/auth.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import { EVENTS_TICKET_SECONDS } from '../auth/tokens.ts';

/** The topic booking changes are published on (app.ts publishes each booking event after its commit). */
export const BOOKING_TOPIC = 'booking';

export type BookingChange = { siteId: number; bookingId: number; referenceId: string; status: string };

/** The topics of the day of the ride (modules/rides/ride-changes.ts publishes them). */
export const RIDE_TOPIC = 'ride';
export const POSITION_TOPIC = 'position';

const isSiteEvent = (p: unknown): p is BookingChange =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as BookingChange).siteId === 'number' &&
  typeof (p as BookingChange).bookingId === 'number';

const STAFF = [ROLES.spAdmin, ROLES.spUser];

export const eventsRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  auth: {
    eventsTicket: (actor: Actor) => Promise<string>;
    verifyEventsTicket: (ticket: string) => Promise<Actor | undefined>;
  };
  /** How long one stream stays open before the browser must ask again (15 minutes, as an access token). */
  streamMaxMs?: number;
}> = async (app, { bus, auth, streamMaxMs }) => {
  const { eventsTicket, verifyEventsTicket } = auth;
  // EventSource cannot send an Authorization header: the page asks for a minute-long ticket with
  // its access token, then opens the stream with the ticket in the address (decision 0027).
  app.post(
    '/api/events/ticket',
    {
      schema: { tags: ['events'] },
      preHandler: requireRole(...STAFF),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => results({ ticket: await eventsTicket(actorOf(req)), expiresIn: EVENTS_TICKET_SECONDS }),
  );

  app.get(
    '/api/events/bookings',
    {
      schema: {
        tags: ['events'],
        // Required: a stream opens with a ticket only, never with the 15-minute access token (decision 0027).
        querystring: z.object({
          ticket: z
            .string({ message: 'Open the stream with a ticket: POST /api/events/ticket first' })
            .min(1, 'Open the stream with a ticket: POST /api/events/ticket first')
            .max(2000),
        }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const actor = await verifyEventsTicket(req.query.ticket);
      if (!actor)
        throw unauthenticated(
          'The event ticket has expired. Ask for a new one (POST /api/events/ticket) and open the stream again.',
        );
      if (!STAFF.includes(actor.role as (typeof STAFF)[number])) throw forbidden();
      // Staff hear their own site only, whichever host they opened the stream on.
      const siteId = actor.siteId;
      const stream = openEventStream(req, reply, { maxMs: streamMaxMs });
      // Booking status changes, and the day of the ride's (issue 21): ride changes and positions.
      const unsubscribes = [BOOKING_TOPIC, RIDE_TOPIC, POSITION_TOPIC].map((topic) =>
        bus.subscribe(topic, (payload) => {
          if (isSiteEvent(payload) && payload.siteId === siteId) stream.send(topic, payload);
        }),
      );
      stream.onClose(() => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      });
      // 'ready' once this instance listens: every change committed after it reaches the stream.
      await bus.ready();
      stream.send('ready', { siteId });
    },
  );
};
