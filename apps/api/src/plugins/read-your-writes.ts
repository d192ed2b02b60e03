import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readRouting } from '../db/read-routing.ts';
import type { EventBus } from '../events/event-bus.ts';

/** How long after a write its author's reads go to the primary (a replica lags well under a second). */
export const READ_YOUR_WRITES_MS = 5_000;
/** Published after a write so every replica sends that caller's reads to the primary too. */
export const WROTE = 'reads.wrote';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who reads: the signed-in user, or the address of an anonymous caller (a guest who just booked). */
const readerOf = (request: FastifyRequest) => (request.actor ? `u:${request.actor.userId}` : `ip:${request.ip}`);

/** The callers who wrote lately, each until when (bounded: expired entries go when it grows). */
export const createRecentWriters = (windowMs = READ_YOUR_WRITES_MS, now: () => number = Date.now) => {
  const until = new Map<string, number>();
  return {
    mark: (reader: string) => {
      until.set(reader, now() + windowMs);
      if (until.size <= 10_000) return;
      const t = now();
      for (const [key, end] of until) if (end <= t) until.delete(key);
    },
    wroteLately: (reader: string) => (until.get(reader) ?? 0) > now(),
  };
};

/**
 * Read-your-writes with a read replica (DATABASE_READ_URL): each request runs in a routing
 * context (db/read-routing.ts). A write request reads the primary throughout; after it succeeds,
 * its caller's reads go to the primary for READ_YOUR_WRITES_MS on this replica and, through the
 * event bus, on every other, so a list just after a save shows the save wherever it lands.
 */
export const registerReadYourWrites = (app: FastifyInstance, bus: EventBus, windowMs = READ_YOUR_WRITES_MS) => {
  const writers = createRecentWriters(windowMs);
  bus.subscribe(WROTE, (payload) => {
    const reader = (payload as { reader?: unknown } | null)?.reader;
    if (typeof reader === 'string') writers.mark(reader);
  });
  // After the auth hook (the actor is known). Running the rest of the request inside run() carries
  // the context into the handler and every query it makes.
  app.addHook('onRequest', (request, _reply, done) => {
    const primary = !SAFE_METHODS.has(request.method) || writers.wroteLately(readerOf(request));
    readRouting.run({ primary }, done);
  });
  // Before the answer leaves: the caller's next request must find the mark.
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const reader = readerOf(request);
    writers.mark(reader);
    await bus
      .publish(WROTE, { reader })
      .catch((error) => request.log.warn({ err: error }, 'could not tell the other replicas of a write'));
    return payload;
  });
};
