/**
 * How the tracking page words a ride: times on the pickup's own clock, the steps still to come,
 * the ETA and the car's distance. Pure, so it is tested without a browser.
 */
import { metresBetween } from '@ridedesk/domain/rides/ride-rules';
import type { TFunction } from 'i18next';
import type { TimelineStatus, TrackState } from './track-state.ts';

const onPickupClock = (instant: string, offsetMinutes: number) =>
  new Date(new Date(instant).getTime() + offsetMinutes * 60_000);

/**
 * An instant on the pickup's wall clock: the time alone ("10:42 AM") on the pickup's own day,
 * with the date before it ("Nov 25, 10:42 PM") on any other day.
 */
export const pickupClockTime = (instant: string, pickup: { at: string; offset: number }, locale: string) => {
  const local = onPickupClock(instant, pickup.offset);
  const sameDay =
    local.toISOString().slice(0, 10) === onPickupClock(pickup.at, pickup.offset).toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(local);
};

/** The steps a ride still goes through, in order, once a chauffeur sets off. */
const AHEAD: TimelineStatus[] = ['en route', 'arrived', 'on board', 'completed'];

export type TimelineRow = { status: TimelineStatus; at: string | null; done: boolean };

/**
 * What happened (oldest first, each with its time), then the steps still ahead, not done. A
 * status the ride holds with no recorded change (booked or confirmed, set when it was made)
 * comes first, done, with no time. A ride that is over has nothing ahead.
 */
export const timelineRows = (state: Pick<TrackState, 'status' | 'timeline'>): TimelineRow[] => {
  const happened: TimelineRow[] = state.timeline.map((e) => ({ status: e.status, at: e.at, done: true }));
  const current: TimelineRow[] = state.timeline.some((e) => e.status === state.status)
    ? []
    : [{ status: state.status, at: null, done: true }];
  if (['completed', 'cancelled', 'no show'].includes(state.status)) return [...happened, ...current];
  const reached = AHEAD.indexOf(state.status);
  const ahead = AHEAD.slice(reached + 1).map((status) => ({ status, at: null, done: false }));
  return [...current, ...happened, ...ahead];
};

/** "Arriving in about 6 min"; "Arriving now" under a minute; hours past the hour; null when unknown. */
export const etaText = (t: TFunction, minutes: number | null) => {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const whole = Math.max(0, Math.round(minutes));
  if (whole === 0) return t('etaNow');
  if (whole < 60) return t('eta', { minutes: whole });
  return t('etaHours', { hours: Math.floor(whole / 60), minutes: whole % 60 });
};

/** "350 m", "2.3 km", "12 km", in the reader's number format. */
export const distanceText = (metres: number, locale: string) => {
  if (metres < 950) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
};

/** Straight-line metres from the car to the pickup; null without both. */
export const carToPickupMetres = (state: Pick<TrackState, 'position' | 'pickup'>) => {
  const { position, pickup } = state;
  if (!position || pickup.latitude === null || pickup.longitude === null) return null;
  return metresBetween(position, { latitude: pickup.latitude, longitude: pickup.longitude });
};
