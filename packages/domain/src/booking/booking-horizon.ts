/**
 * The booking horizon: how far ahead a site takes rides (site setting BookingHorizonDays,
 * default 365). A pickup date may be today up to today plus the horizon, "today" being the
 * calendar date where the ride starts (its UTC offset) on the API, or in the browser in the
 * wizard. Pure: the caller gives `now`.
 */

/** Default days ahead a ride may be booked (site setting BookingHorizonDays). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
/** The longest horizon a site may set: ten years. */
export const MAX_BOOKING_HORIZON_DAYS = 3650;

export const bookingHorizonMessage = (days: number) => `Pickup date must be within ${days} days from today.`;

export const BOOKING_HORIZON_SETTING_MESSAGE = `The booking horizon must be a whole number of days from 1 to ${MAX_BOOKING_HORIZON_DAYS}.`;

/** A stored setting value as a horizon in days, or null when it is not a valid one. */
export const parseBookingHorizonDays = (value: string | null | undefined): number | null => {
  const text = (value ?? '').trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= MAX_BOOKING_HORIZON_DAYS ? days : null;
};

/** The horizon a site's setting gives: its value when valid, else the default. */
export const bookingHorizonDays = (value: string | null | undefined) =>
  parseBookingHorizonDays(value) ?? DEFAULT_BOOKING_HORIZON_DAYS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) plus whole days, as YYYY-MM-DD. */
export const addDays = (date: string, days: number) => {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0 to 99 as 1900 to 1999.
  at.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return at.toISOString().slice(0, 10);
};

/** Today's date at a UTC offset (minutes east of UTC, spec 03 pickupoffset), as YYYY-MM-DD. */
export const dateAtOffset = (now: Date, offsetMinutes: number) =>
  new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The last pickup date a site takes, counted from `today` (YYYY-MM-DD). */
export const lastBookableDate = (today: string, horizonDays: number) => addDays(today, horizonDays);

/** Whether a pickup date (YYYY-MM-DD) is within the horizon, today being the date at the pickup's UTC offset. */
export const isWithinBookingHorizon = (opts: {
  pickupDate: string;
  now: Date;
  offsetMinutes: number;
  horizonDays: number;
}) =>
  ISO_DATE.test(opts.pickupDate) &&
  opts.pickupDate <= lastBookableDate(dateAtOffset(opts.now, opts.offsetMinutes), opts.horizonDays);
