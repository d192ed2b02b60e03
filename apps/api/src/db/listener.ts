import pg from 'pg';

/** Hears a channel's payloads; `onConnect` runs on each (re)connection (true after a reconnection). */
export type ChannelHandler = { onPayload: (payload: string) => void; onConnect?: (reconnected: boolean) => void };

export type Listen = (channel: string, handler: ChannelHandler) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export const assertChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
};

export type PgListenerOptions = {
  /** First delay before reconnecting; doubles up to maxDelayMs (with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A ping on the listening connection this often, so a silently dead one is replaced. */
  pingMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * LISTEN on PostgreSQL over one dedicated connection (never a pooled one: a pool hands the
 * session to others, and PgBouncer in transaction mode drops LISTEN). When the connection is
 * lost it reconnects with backoff and listens again; handlers are told of the reconnection,
 * since notifications sent while it was down are gone.
 */
export const createPgListener = (url: string, options: PgListenerOptions = {}) => {
  const { minDelayMs = 250, maxDelayMs = 10_000, pingMs = 30_000, log } = options;
  const channels = new Map<string, Set<ChannelHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let failures = 0;
  let connectedBefore = false;
  let closed = false;

  const schedule = () => {
    if (closed || retry) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures) * (0.75 + Math.random() / 2);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const drop = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = null;
    clearInterval(ping);
    log?.('event listener lost its database connection; reconnecting', error);
    c.end().catch(() => {});
    schedule();
  };

  const open = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('error', (error) => drop(c, error));
    c.on('end', () => drop(c));
    c.on('notification', (n) => {
      for (const h of channels.get(n.channel) ?? []) h.onPayload(n.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`);
    } catch (error) {
      c.removeAllListeners('end');
      c.on('error', () => {});
      await c.end().catch(() => {});
      if (failures === 0) log?.('event listener cannot reach the database; retrying', error);
      schedule();
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
    const reconnected = connectedBefore;
    connectedBefore = true;
    if (reconnected) log?.('event listener reconnected');
    ping = setInterval(() => {
      c.query('select 1').catch((error) => drop(c, error));
    }, pingMs);
    ping.unref();
    for (const handlers of channels.values()) for (const h of handlers) h.onConnect?.(reconnected);
  };

  const connect = () => {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const listen: Listen = async (channel, handler) => {
    assertChannel(channel);
    const handlers = channels.get(channel) ?? new Set();
    const isNew = handlers.size === 0;
    handlers.add(handler);
    channels.set(channel, handlers);
    if (client) {
      const c = client;
      if (isNew) await c.query(`LISTEN ${channel}`).catch((error) => drop(c, error));
      if (client) handler.onConnect?.(false);
    } else await connect();
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0) return;
      channels.delete(channel);
      await client?.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  };

  return {
    listen,
    /** Whether the listening connection is up (for health and tests). */
    connected: () => client !== null,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      await connecting;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
};
