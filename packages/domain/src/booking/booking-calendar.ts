/**
 * Local pickup days and month grids for the booking calendar. A booking keeps its pickup's UTC
 * offset (minutes east of UTC), so its day is the pickup's own wall-clock day wherever the
 * provider's staff sit.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The pickup's wall-clock time at its own offset, as a UTC-based Date (read it with getUTC*). */
const wallClock = (pickupAt: Date, offsetMinutes: number) => new Date(pickupAt.getTime() + offsetMinutes * 60_000);

/** YYYY-MM-DD of the pickup where it happens. */
export const localPickupDate = (pickupAt: Date, offsetMinutes: number) => {
  const d = wallClock(pickupAt, offsetMinutes);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** HH:mm of the pickup where it happens. */
export const localPickupTime = (pickupAt: Date, offsetMinutes: number) => {
  const d = wallClock(pickupAt, offsetMinutes);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** '14:30' as '2:30 PM' (spec 03 pickuptimetodisplay). */
export const twelveHourLabel = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
};

export const MONTH_MIN_YEAR = 2000;
export const MONTH_MAX_YEAR = 2100;

/** The first and last day (YYYY-MM-DD) of a month; month is 1 to 12. */
export const monthRange = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
};

/** The month before or after (month 1 to 12). */
export const shiftMonth = (year: number, month: number, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * The weeks shown for a month, Sunday first: each day as YYYY-MM-DD, or null for the blanks
 * before the 1st and after the last day.
 */
export const monthGrid = (year: number, month: number): (string | null)[][] => {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
};
