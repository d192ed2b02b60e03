import { distanceText } from '@ridedesk/domain/booking/distance';
import type { SearchCriteria } from './booking-types.ts';

/** A YYYY-MM-DD pickup date for people: "Thu, Nov 26, 2026" (the date as written, no time-zone shift). */
export const formatPickupDate = (date: string, locale = 'en') => {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** "Ride On Thu, Nov 26, 2026 at 10:00 AM" (spec 03 "Ride Summary"). */
export const rideOnText = (criteria: Pick<SearchCriteria, 'pickupdate' | 'pickuptimetodisplay'>, locale = 'en') =>
  `Ride On ${formatPickupDate(criteria.pickupdate, locale)} at ${criteria.pickuptimetodisplay}`;

/** A ride's kilometres in the site's unit (miles on US sites), one decimal: the same on every screen. */
export const milesText = (km: number) => distanceText(km);

/** Minutes as "1 h 05 min" or "43 min". */
export const durationText = (minutes: number) => {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  return `${Math.floor(rounded / 60)} h ${String(rounded % 60).padStart(2, '0')} min`;
};

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The amenities of a fleet from the pipe-separated list. */
export const amenitiesOf = (amenties: string | null | undefined) =>
  (amenties ?? '')
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean);
