const DAY_MS = 86_400_000;

/** The demo bookings are seeded on the real clock, up to 12 days ahead (db/seed/demo-bookings.ts). */
const DEMO_HORIZON_DAYS = 12;

/** The first ride date the suites were written with (their clock stands at 2026-11-22). */
const WRITTEN_FOR = Date.UTC(2026, 11, 1);

/**
 * Whole weeks that move a suite's ride dates (written for December 2026) past every demo
 * booking, whatever today's date: on 2026-11-25 the demo's Luxury Sedan at 10:00 six days ahead
 * took the sedan a search on 2026-12-01 at 09:30 expected. Whole weeks keep each date's weekday
 * (rush hours and traffic are by weekday); 0 once today is far enough from December 2026.
 */
const SHIFT_WEEKS = Math.max(
  0,
  Math.ceil((Date.now() + (DEMO_HORIZON_DAYS + 2) * DAY_MS - WRITTEN_FOR) / (7 * DAY_MS)),
);

/** A ride date written for December 2026 (YYYY-MM-DD), moved clear of the demo bookings. */
export const rideDate = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + SHIFT_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);

/** The ride date `day` days after 2026-12-01, moved clear of the demo bookings. */
export const rideDay = (day: number) => rideDate(new Date(WRITTEN_FOR + day * DAY_MS).toISOString().slice(0, 10));
