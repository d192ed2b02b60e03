/**
 * Counts failed attempts per key in a sliding window. In memory: one replica's view, which
 * is enough for the embedded default; DESIGN.md section 8 moves counters to Redis for many.
 */
export const createAttemptLimiter = (opts: { max: number; windowMs: number; now?: () => number }) => {
  const now = opts.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - opts.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    isBlocked: (key: string) => recent(key).length >= opts.max,
    /** Failures of a key inside the window. */
    count: (key: string) => recent(key).length,
    fail: (key: string) => {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 100_000) failures.clear();
    },
    reset: (key: string) => failures.delete(key),
  };
};
