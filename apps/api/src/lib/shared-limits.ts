import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

/**
 * A counter of failed attempts per key in a sliding window (sign-in, password checks, mail
 * sends). Asynchronous because with REDIS_URL it counts in Redis, so every replica sees the
 * same count; without it, in this process's memory (lib/attempt-limiter.ts).
 */
export type AttemptCounter = {
  isBlocked: (key: string) => Promise<boolean>;
  /** Failures of a key inside the window. */
  count: (key: string) => Promise<number>;
  fail: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

export type CounterOptions = {
  max: number;
  windowMs: number;
  now?: () => number;
  /** The 503 message while the counter cannot be reached (sign-in's by default). */
  unavailableMessage?: string;
};

/** Keys remembered for a while (the addresses an account signed in from lately). */
export type RecentKeys = {
  has: (key: string) => Promise<boolean>;
  add: (key: string) => Promise<void>;
};

export type LimitStore = {
  kind: 'memory' | 'redis';
  /** A counter named for what it limits; the same name counts together on every replica. */
  counter: (name: string, opts: CounterOptions) => AttemptCounter;
  /** Keys kept `ttlMs` after their last add, on every replica alike. */
  recent: (name: string, ttlMs: number) => RecentKeys;
  /** The Redis client for @fastify/rate-limit's store (undefined in memory). */
  redis?: Redis;
  /** Resolves once Redis answers, or after `timeoutMs` (the limiters then act as when it is down). */
  ready: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

type Log = { error: (obj: object, msg: string) => void; info: (msg: string) => void };

/** What a limiter that cannot count answers: it refuses (fails closed) rather than let attempts through uncounted. */
export const SIGN_IN_PAUSED =
  'Sign-in is paused for a moment because the attempt counter cannot be reached. Please try again in a minute.';

export const limitsUnavailable = (message = SIGN_IN_PAUSED) => new AppError(ERROR_CODES.internal, 503, message);

const memoryCounter = (opts: CounterOptions): AttemptCounter => {
  const limiter = createAttemptLimiter(opts);
  return {
    isBlocked: async (key) => limiter.isBlocked(key),
    count: async (key) => limiter.count(key),
    fail: async (key) => limiter.fail(key),
    reset: async (key) => {
      limiter.reset(key);
    },
  };
};

/** In memory, bounded: the oldest keys go first (an add moves its key to the end). */
const memoryRecent = (ttlMs: number): RecentKeys => {
  const seen = new Map<string, number>();
  return {
    has: async (key) => (seen.get(key) ?? 0) > Date.now() - ttlMs,
    add: async (key) => {
      seen.delete(key);
      seen.set(key, Date.now());
      if (seen.size <= 100_000) return;
      for (const old of seen.keys()) {
        if (seen.size <= 90_000) break;
        seen.delete(old);
      }
    },
  };
};

/** At most this many failures are kept per key: enough for every limit and delay we count. */
const KEPT_PER_KEY = 1_000;

/**
 * A sliding window in a sorted set per key (score: the failure's time), expiring with the
 * window. The time is this process's clock (or the injected one), as in memory.
 */
const redisCounter = (redis: Redis, prefix: string, opts: CounterOptions): AttemptCounter => {
  const now = opts.now ?? Date.now;
  const keyOf = (key: string) => `${prefix}${key}`;
  const guard = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch {
      // The client logs the outage once (createLimitStore); each request is refused without a log line.
      throw limitsUnavailable(opts.unavailableMessage);
    }
  };
  const count = (key: string) =>
    guard(async () => {
      const k = keyOf(key);
      const result = await redis
        .multi()
        .zremrangebyscore(k, '-inf', now() - opts.windowMs)
        .zcard(k)
        .exec();
      if (!result) throw new Error('The Redis transaction was aborted');
      for (const [error] of result) if (error) throw error;
      return Number(result[1]?.[1] ?? 0);
    });
  return {
    count,
    isBlocked: async (key) => (await count(key)) >= opts.max,
    fail: (key) =>
      guard(async () => {
        const k = keyOf(key);
        const t = now();
        const result = await redis
          .multi()
          .zadd(k, t, `${t}-${Math.random().toString(36).slice(2)}`)
          .zremrangebyscore(k, '-inf', t - opts.windowMs)
          .zremrangebyrank(k, 0, -(KEPT_PER_KEY + 1))
          .pexpire(k, opts.windowMs)
          .exec();
        for (const [error] of result ?? []) if (error) throw error;
      }),
    reset: (key) =>
      guard(async () => {
        await redis.del(keyOf(key));
      }),
  };
};

/**
 * Where the limiters count: Redis when REDIS_URL is set (every replica refuses at the same
 * count as one), memory otherwise. While Redis is unreachable the attempt counters refuse (503)
 * and the API rate limit lets requests through (skipOnError); the outage and the recovery are
 * logged once each, not per request.
 */
export const createLimitStore = (opts: { redisUrl?: string; log: Log; prefix?: string }): LimitStore => {
  if (!opts.redisUrl)
    return {
      kind: 'memory',
      counter: (_name, o) => memoryCounter(o),
      recent: (_name, ttlMs) => memoryRecent(ttlMs),
      ready: async () => {},
      close: async () => {},
    };
  const prefix = opts.prefix ?? 'ridedesk:';
  const redis = new Redis(opts.redisUrl, {
    // A request must not wait for Redis to come back: it fails at once and the limiter decides.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    opts.log.error(
      { err: error },
      'Redis is unreachable: sign-in and other attempt limits answer 503, the API rate limit is lifted until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    opts.log.info('Redis is reachable again: limits count in it again');
  });
  return {
    kind: 'redis',
    redis,
    counter: (name, o) => redisCounter(redis, `${prefix}limit:${name}:`, o),
    ready: (timeoutMs = 2_000) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      }),
    // Only ever loosens a limit (a known address skips the per-account count): unreachable, it says "not known".
    recent: (name, ttlMs) => ({
      has: async (key) => (await redis.exists(`${prefix}recent:${name}:${key}`).catch(() => 0)) === 1,
      add: async (key) => {
        await redis.set(`${prefix}recent:${name}:${key}`, '1', 'PX', ttlMs).catch(() => undefined);
      },
    }),
    close: async () => {
      redis.removeAllListeners('error');
      redis.on('error', () => {});
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};
