/**
 * A clock for createTestApp that runs with the real one and that a test moves ahead, to reach an
 * expiry (a code, a link) or a lapse (a trial month) without waiting.
 */
export const movableClock = () => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    /** Moves the clock further ahead. */
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /** Sets how far ahead of the real clock it runs (0: back to now). */
    setOffset: (ms: number) => {
      offsetMs = ms;
    },
  };
};
