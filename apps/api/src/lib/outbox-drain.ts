/**
 * What the mail and SMS outboxes' workers share (decisions 0017 and 0030): the backoff between
 * tries, the error text a row keeps, and the drain loop that sends due messages one at a time.
 * How one message is claimed and sent differs (SMTP holds a message until its sent mark commits;
 * an HTTP API does not), so each outbox keeps its own `sendOne`.
 */

/** After the n-th failed try the next waits 30 s x 2^(n-1); the 8th failed try fails the message. */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_BASE_DELAY_MS = 30_000;
export const retryDelayMs = (failedAttempts: number) => OUTBOX_BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1);

/** The error a row keeps of a failed try, cut to 1,000 characters. */
export const errorTextOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The drain: runs `before` (writes owed from an earlier run), then `sendOne` until nothing is due
 * or `limit` messages (100 by default) were tried, counting each outcome. Concurrent calls share
 * one run, so the job and a test's explicit drain never send side by side.
 */
export const outboxDrain = <Outcome extends string>(options: {
  outcomes: readonly Outcome[];
  sendOne: () => Promise<Outcome | 'idle'>;
  before?: () => Promise<void>;
}) => {
  let draining: Promise<Record<Outcome, number>> | undefined;
  return (opts: { limit?: number } = {}) => {
    draining ??= (async () => {
      const tally = Object.fromEntries(options.outcomes.map((o) => [o, 0])) as Record<Outcome, number>;
      try {
        await options.before?.();
        for (let i = 0; i < (opts.limit ?? 100); i++) {
          const outcome = await options.sendOne();
          if (outcome === 'idle') break;
          tally[outcome]++;
        }
      } finally {
        draining = undefined;
      }
      return tally;
    })();
    return draining;
  };
};
