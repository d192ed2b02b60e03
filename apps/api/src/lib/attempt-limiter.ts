/**
 * Counts failed attempts per key in a sliding window. In memory: one replica's view, which
 * is enough for the embedded default; DESIGN.md section 8 moves counters to Redis for many.
 *
 * At most `maxKeys` keys are kept (100,000 by default). When a failure would pass that, expired
 * keys go first, then the keys with a single failure, oldest first, down to nine tenths of it:
 * a spray of one try at each of many usernames cannot wipe the count of an account that is
 * being tried again and again (which clearing every key would do).
 */
export const createAttemptLimiter = (opts: { max: number; windowMs: number; now?: () => number; maxKeys?: number }) => {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - opts.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const makeRoom = () => {
    const target = Math.floor(maxKeys * 0.9);
    const cutoff = now() - opts.windowMs;
    for (const [key, list] of failures) if (!list.some((t) => t > cutoff)) failures.delete(key);
    for (const [key, list] of failures) {
      if (failures.size <= target) return;
      if (list.length <= 1) failures.delete(key);
    }
    // Every key left has several failures: the oldest keys go.
    for (const key of failures.keys()) {
      if (failures.size <= target) return;
      failures.delete(key);
    }
  };

  return {
    isBlocked: (key: string) => recent(key).length >= opts.max,
    /** Failures of a key inside the window. */
    count: (key: string) => recent(key).length,
    fail: (key: string) => {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > maxKeys) makeRoom();
    },
    reset: (key: string) => failures.delete(key),
    /** How many keys are kept (for tests). */
    size: () => failures.size,
  };
};
