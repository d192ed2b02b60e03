/**
 * The pickup's UTC offset in minutes (spec 03 "pickupoffset": minutes east of UTC, -360 for
 * Chicago in winter). Address suggestions name the state but not the time zone, so the offset
 * comes from the state's main zone and the wall-clock pickup, which also gets daylight saving
 * right for the day of the ride rather than the day of booking.
 */

import { zoneClockAt } from '../shared/zone-clock.ts';

/** The IANA zone where most of each state's people live (DC and Puerto Rico included). */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The main time zone of a two-letter state code; undefined for anything else. */
export const stateTimeZone = (state: string) => STATE_TIME_ZONES[state.trim().toUpperCase()];

/** Minutes east of UTC of a zone at an instant. */
export const zoneOffsetAt = (timeZone: string, at: Date) => {
  const c = zoneClockAt(timeZone, at);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
};

/**
 * The UTC offset in minutes of a zone at a local wall-clock time ("2026-12-01", "14:30").
 * The offset is read twice: first at the wall time taken as UTC, then at the instant that
 * guess gives, so a pickup just after a daylight-saving change gets the new offset.
 */
export const utcOffsetMinutes = (timeZone: string, date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(y, m - 1, d, hh, mm);
  const first = zoneOffsetAt(timeZone, new Date(wallAsUtc));
  return zoneOffsetAt(timeZone, new Date(wallAsUtc - first * 60_000));
};

/**
 * The pickup offset for a pickup in a state at a local date and time. A state code we do not
 * know falls back to the given zone (the browser's, for example).
 */
export const pickupOffsetMinutes = (state: string, date: string, time: string, fallbackZone = 'America/Chicago') =>
  utcOffsetMinutes(stateTimeZone(state) ?? fallbackZone, date, time);
