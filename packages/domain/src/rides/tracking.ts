/**
 * The traveller's tracking link (issue 22): a page on the provider's host that follows one ride
 * without signing in. What it may show and for how long are rules shared by the API and the page.
 */
import type { BookingStatus } from '../booking/booking-status.ts';
import { metresBetween } from './ride-rules.ts';

export const TRACK_LINK_PATH = '/track';
export const trackLinkPath = (token: string) => `${TRACK_LINK_PATH}/${token}`;

/** The link keeps working this long after the ride ends (completed, no-show or cancelled). */
export const TRACK_HOURS_AFTER_RIDE = 24;

export const TRACK_MESSAGES = {
  gone: 'This tracking link has ended or does not exist. Tracking links work until 24 hours after the ride.',
} as const;

/** The chauffeur's position is shown only between On the way and Completed. */
export const POSITION_VISIBLE: BookingStatus[] = ['en route', 'arrived', 'on board'];

/** Whether the link still works: until 24 hours after the ride's end (its final change, else its drop-off). */
export const trackLinkLive = (ride: { status: BookingStatus; endedAt: Date | null; dropoffAt: Date }, now: Date) => {
  const final = ['completed', 'no show', 'cancelled'].includes(ride.status);
  const end = final ? (ride.endedAt ?? ride.dropoffAt) : ride.dropoffAt;
  // A ride not over yet stays live however late it runs; a final one for 24 hours after.
  return !final ? true : now.getTime() <= end.getTime() + TRACK_HOURS_AFTER_RIDE * 3_600_000;
};

/**
 * Minutes to drive between two points when the geography adapter cannot say (the offline
 * gazetteer knows addresses, not coordinates): the straight line times 1.35 for roads, at
 * 32 km/h through a city, at least one minute unless already there (under 75 m).
 */
export const straightLineMinutes = (
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
) => {
  const metres = metresBetween(from, to);
  if (metres < 75) return 0;
  return Math.max(1, Math.round(((metres * 1.35) / 32_000) * 60));
};
