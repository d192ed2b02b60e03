/** The browser's time zone, as the booking's pickup offset is worked out in it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Chicago';

/**
 * The browser's calendar date (YYYY-MM-DD), the same as localDate(at, browserZone()) from the
 * domain, read from the Date's local fields: the search form needs it on every render, and a
 * time-zone Intl formatter costs milliseconds to build.
 */
export const browserToday = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
