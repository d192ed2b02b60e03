/**
 * How a ride estimate reads: spec 03 section 7 converts metres to km and seconds to minutes,
 * rounded; the texts read the way Google's Distance Matrix writes them for a US origin.
 */

export const METERS_PER_MILE = 1609.344;

/** Metres to whole kilometres. */
export const metersToKm = (meters: number) => Math.round(meters / 1000);

/** Seconds to whole minutes. */
export const secondsToMinutes = (seconds: number) => Math.round(seconds / 60);

/** '328 ft' under a tenth of a mile, '18.5 mi' under 100 miles, '1,234 mi' beyond. */
export const distanceText = (meters: number) => {
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) return `${Math.round(meters * 3.28084)} ft`;
  if (miles < 100) return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${Math.round(miles).toLocaleString('en-US')} mi`;
};

const plural = (n: number, unit: string, plural = `${unit}s`) => `${n} ${n === 1 ? unit : plural}`;

/** '1 min', '25 mins', '1 hour 5 mins', '2 hours', '1 day 3 hours'. */
export const durationText = (seconds: number) => {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'min')}` : plural(hours, 'hour');
  return plural(minutes, 'min');
};
