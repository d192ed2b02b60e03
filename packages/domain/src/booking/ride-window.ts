/** Default minutes a vehicle stays blocked after a ride (site setting TurnaroundBufferMinutes). */
export const DEFAULT_TURNAROUND_MINUTES = 30;

/**
 * The time a fleet is held by a ride (DESIGN.md section 9): from pickup to pickup plus the larger
 * of the duration and the duration in traffic, plus the site's turnaround buffer. Half-open.
 */
export const rideWindow = (opts: {
  pickupAt: Date;
  durationMinutes: number;
  durationInTrafficMinutes: number;
  turnaroundMinutes: number;
}) => {
  const rideMinutes = Math.max(opts.durationMinutes, opts.durationInTrafficMinutes, 0);
  const end = new Date(
    opts.pickupAt.getTime() + (Math.ceil(rideMinutes) + Math.max(0, opts.turnaroundMinutes)) * 60_000,
  );
  return { start: opts.pickupAt, end, dropoffAt: new Date(opts.pickupAt.getTime() + Math.ceil(rideMinutes) * 60_000) };
};

/** Half-open ranges overlap when each starts before the other ends. */
export const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start < b.end && b.start < a.end;

/**
 * The UTC instant of a local wall-clock pickup ("2026-12-01", "14:30") at a UTC offset in minutes
 * (spec 03 pickupoffset: minutes east of UTC, e.g. -360 for Chicago in winter).
 */
export const pickupInstant = (date: string, time: string, offsetMinutes: number) => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - offsetMinutes * 60_000);
};
