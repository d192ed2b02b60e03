import type { DriverJob } from './driver-job.ts';

/** A place of the ride: its address, and its coordinates when the booking has them. */
export type JobPlace = { address: string; latitude: number | null; longitude: number | null };

/** The instant as the pickup's own wall clock reads it (offset minutes east of UTC), in a UTC Date. */
const atPickup = (iso: string, offsetMinutes: number) => new Date(Date.parse(iso) + offsetMinutes * 60_000);

/** The pickup time on the pickup's clock, such as "2:30 PM". */
export const pickupClock = (job: Pick<DriverJob, 'pickupAt' | 'pickupOffset'>, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    atPickup(job.pickupAt, job.pickupOffset),
  );

/** The pickup day on the pickup's clock, such as "Thu, Nov 26". */
export const pickupDay = (job: Pick<DriverJob, 'pickupAt' | 'pickupOffset'>, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    atPickup(job.pickupAt, job.pickupOffset),
  );

/** Any instant on the pickup's clock with its day, for the status history. */
export const clockAt = (iso: string, offsetMinutes: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    atPickup(iso, offsetMinutes),
  );

/** Whether the pickup falls on today's date where the pickup is. */
export const isToday = (job: Pick<DriverJob, 'pickupAt' | 'pickupOffset'>, nowMs: number) =>
  atPickup(job.pickupAt, job.pickupOffset).toISOString().slice(0, 10) ===
  new Date(nowMs + job.pickupOffset * 60_000).toISOString().slice(0, 10);

/**
 * The link that opens the phone's map app at a place: Google's universal maps URL (the Maps app
 * on Android and iOS when installed, the browser otherwise), by coordinates when known.
 */
export const mapsUrl = (place: JobPlace) => {
  const query =
    place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};

/** A phone number as a tel: link (spaces and dashes dropped). */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
