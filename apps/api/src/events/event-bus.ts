import type { Database } from '../db/client.ts';

/** The one channel every instance listens on; the topic travels in the payload. */
const CHANNEL = 'ridedesk_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
/** Told to subscribers when the listening connection came back: events sent meanwhile are lost. */
export const RECONNECTED = 'bus.reconnected';

export type EventHandler = (payload: unknown) => void;

export type EventBus = {
  /** Tells every instance (this one too), after the caller's commit: "something changed". */
  publish: (topic: string, payload: unknown) => Promise<void>;
  /** Hears a topic on this instance; answers the unsubscribe function. */
  subscribe: (topic: string, handler: EventHandler) => () => void;
  /** Resolves once this instance listens (events published before may not be heard). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

type Log = { warn: (obj: object, msg: string) => void };

/**
 * "Something changed" across replicas, over PostgreSQL LISTEN/NOTIFY (db/listener.ts: one
 * dedicated connection per instance) or, on the embedded PGlite, its in-process notifications
 * (same SQL). Small payloads only (ids and statuses): a subscriber reads anything bigger from the
 * database. Delivery is at most once: after a lost connection subscribers of RECONNECTED resync.
 */
export const createEventBus = (database: Database, log: Log): EventBus => {
  const handlers = new Map<string, Set<EventHandler>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const dispatch = (topic: string, payload: unknown) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.warn({ err: error, topic }, 'event bus: a subscriber failed');
      }
    }
  };

  const listen = () => {
    listening ??= database.listen(CHANNEL, {
      onPayload: (raw) => {
        let message: { t?: unknown; p?: unknown };
        try {
          message = JSON.parse(raw);
        } catch {
          return;
        }
        if (typeof message.t === 'string') dispatch(message.t, message.p);
      },
      onConnect: (reconnected) => {
        if (reconnected) dispatch(RECONNECTED, null);
      },
    });
    listening.catch((error) => log.warn({ err: error }, 'event bus: cannot listen yet'));
    return listening;
  };

  return {
    publish: async (topic, payload) => {
      const text = JSON.stringify({ t: topic, p: payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
        throw new Error(`The event ${topic} is too big for NOTIFY: publish ids and let subscribers read the rest`);
      await database.executeSql('select pg_notify($1, $2)', [CHANNEL, text]);
    },
    subscribe: (topic, handler) => {
      if (closed) throw new Error('The event bus is closed');
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      void listen();
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    ready: async () => {
      await listen();
    },
    close: async () => {
      closed = true;
      handlers.clear();
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
};
