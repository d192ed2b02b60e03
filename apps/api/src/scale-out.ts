/**
 * What lets the API run as many replicas (DESIGN.md section 8, docs/scaling.md): limits counted
 * in Redis, the event bus, and the job queue. app.ts wires each with one call.
 */
import rateLimit from '@fastify/rate-limit';
import type { BookingEvent } from '@ridedesk/domain/notifications/booking-events';
import type { FastifyInstance } from 'fastify';
import { flightWatchEverySeconds } from './composition/flights.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createEventBus, type EventBus, RECONNECTED } from './events/event-bus.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { createLimitStore } from './lib/shared-limits.ts';
import { BOOKING_TOPIC } from './modules/events/events.routes.ts';
import { registerReadYourWrites } from './plugins/read-your-writes.ts';
import { registerSearchInvalidation, SEARCH_CHANGED } from './plugins/search-invalidation.ts';

/**
 * The limits: in Redis with REDIS_URL (every replica refuses at the same count), in memory
 * otherwise. RATE_LIMITS=off lets a benchmark drive the server from one loopback address. While
 * Redis is down the rate limit lets requests through (skipOnError); the attempt counters refuse.
 */
export const registerLimits = async (app: FastifyInstance, config: Config) => {
  const limits = createLimitStore({ redisUrl: config.redisUrl, log: app.log });
  // The first requests must not find the counters "down" while the connection is still opening.
  await limits.ready();
  app.addHook('onClose', async () => {
    await limits.close();
  });
  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimits ? undefined : () => true,
    ...(limits.redis ? { redis: limits.redis, nameSpace: 'ridedesk:rate:', skipOnError: true } : {}),
  });
  return limits;
};

/**
 * "Something changed" across replicas (LISTEN/NOTIFY; in process on PGlite): search caches, live
 * streams, and, with a read replica, which callers must read their own writes from the primary.
 * After the auth hook (both hooks need the actor).
 */
export const registerEventBus = (app: FastifyInstance, database: Database) => {
  const bus = createEventBus(database, app.log);
  app.addHook('onClose', async () => {
    await bus.close();
  });
  registerSearchInvalidation(app, bus);
  if (database.read !== database.db) registerReadYourWrites(app, bus);
  return bus;
};

/** A change on any replica empties every replica's kept searches (and a lost listener may have missed one). */
export const forgetSearchesOnChange = (bus: EventBus, search: { clear: () => void }) => {
  for (const topic of [SEARCH_CHANGED, RECONNECTED]) bus.subscribe(topic, search.clear);
};

/** Each booking event also goes on the bus after its commit: the live streams of every replica hear it. */
export const publishingBookingEvents =
  (app: FastifyInstance, bus: EventBus, post: (event: BookingEvent) => Promise<void>) =>
  async (event: BookingEvent) => {
    await post(event);
    const change = {
      siteId: event.siteId,
      bookingId: event.bookingId,
      referenceId: event.referenceId,
      status: event.kind,
    };
    await bus
      .publish(BOOKING_TOPIC, change)
      .catch((error) => app.log.warn({ err: error }, 'booking event not published'));
  };

/**
 * Scheduled work (mail, texts, month-end invoices, trial lapses, flights) on the job queue in the database, once
 * per schedule across replicas (decision 0025). JOBS=off: this instance serves HTTP only; tests
 * run no jobs unless they ask (JOBS=on).
 */
export const startBackgroundJobs = async (
  app: FastifyInstance,
  config: Config,
  database: Database,
  services: {
    mail: { drainOutbox: () => Promise<unknown> };
    sms: { drainOutbox: () => Promise<unknown> };
    invoices: { runMonthEnd: () => Promise<unknown> };
    subscriptions: { sweepLapsedTrials: () => Promise<unknown> };
    positions: { prune: () => Promise<unknown> };
    flights: { runWatch: () => Promise<unknown> };
  },
) => {
  if (!config.jobs) return;
  const { mail, sms, invoices, subscriptions, positions, flights } = services;
  const jobs = backgroundJobs({
    drainOutbox: () => mail.drainOutbox(),
    drainSmsOutbox: () => sms.drainOutbox(),
    runMonthEnd: () => invoices.runMonthEnd(),
    sweepLapsedTrials: () => subscriptions.sweepLapsedTrials(),
    prunePositions: () => positions.prune(),
    watchFlights: () => flights.runWatch(),
    flightWatchEverySeconds: flightWatchEverySeconds(config),
  });
  const queue = await startJobQueue(jobs, { database, log: app.log });
  // Before the onClose hooks close the mail transport and the database: running jobs finish first.
  app.addHook('preClose', async () => {
    await queue.stop();
  });
};
