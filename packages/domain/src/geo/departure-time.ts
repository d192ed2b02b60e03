/**
 * The pickup time of a ride estimate: parsing what the booking form sends, moving between an
 * instant and the wall clock of the pickup's time zone, and the rush-hour traffic factor.
 */

import { zoneClockAt } from '../shared/zone-clock.ts';

/** A wall-clock date and time (month 1-12); weekday 0 is Sunday. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };
export type WallClockWithWeekday = WallClock & { weekday: number };

export type PickupDateTime = { kind: 'instant'; instant: Date } | { kind: 'local'; wall: WallClock };

const ISO_LIKE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US_LIKE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?$/i;

const isRealDate = (year: number, month: number, day: number) => {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
};

const offsetMinutes = (zone: string) => {
  if (zone.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
};

/**
 * Reads a pickup date and time: ISO 8601 ('2025-06-02T08:30', '2025-06-02 08:30:00',
 * '2025-06-02T13:30:00.000Z', '2025-06-02T08:30-05:00') or US style ('06/02/2025 08:30',
 * '06/02/2025 8:30 AM'). With an offset it is an instant; without one it is the wall clock at
 * the pickup. Anything else, or an impossible date or time, answers null.
 */
export const parsePickupDateTime = (value: string): PickupDateTime | null => {
  const text = value.trim();
  let wall: WallClock;
  let zone: string | undefined;
  const iso = ISO_LIKE.exec(text);
  const us = iso ? null : US_LIKE.exec(text);
  if (iso) {
    wall = { year: +iso[1], month: +iso[2], day: +iso[3], hour: +iso[4], minute: +iso[5] };
    if (iso[6] !== undefined && +iso[6] > 59) return null;
    zone = iso[7];
  } else if (us) {
    let hour = +us[4];
    const meridiem = us[7]?.toUpperCase();
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
    }
    wall = { year: +us[3], month: +us[1], day: +us[2], hour, minute: +us[5] };
    if (us[6] !== undefined && +us[6] > 59) return null;
  } else {
    return null;
  }
  if (!isRealDate(wall.year, wall.month, wall.day) || wall.hour > 23 || wall.minute > 59) return null;
  if (zone === undefined) return { kind: 'local', wall };
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - offsetMinutes(zone) * 60_000;
  return { kind: 'instant', instant: new Date(utc) };
};

/** The wall clock of an IANA time zone at an instant. */
export const wallClockAt = (instant: Date, timeZone: string): WallClockWithWeekday => {
  const { year, month, day, hour, minute, weekday } = zoneClockAt(timeZone, instant);
  return { year, month, day, hour, minute, weekday };
};

const wallAsUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/**
 * The instant a wall clock shows in a time zone. A time skipped by a daylight-saving change
 * moves forward by the gap; a repeated one takes the earlier instant.
 */
export const instantFromWallClock = (wall: WallClock, timeZone: string): Date => {
  const target = wallAsUtc(wall);
  const offsetAt = (t: number) => wallAsUtc(wallClockAt(new Date(t), timeZone)) - t;
  // The offsets in force half a day before and after: equal except around a change.
  const before = target - offsetAt(target - 43_200_000);
  const after = target - offsetAt(target + 43_200_000);
  const shows = (t: number) => wallAsUtc(wallClockAt(new Date(t), timeZone)) === target;
  const valid = [before, after].filter(shows);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In the gap: the earlier offset carries the time forward past it.
  return new Date(before);
};

/** The weekday (0 Sunday) of a calendar date. */
export const weekdayOf = (wall: WallClock) => new Date(wallAsUtc(wall)).getUTCDay();

/** Weekday rush hours, local time, as [from, to) hours: 07:00-09:00 and 16:00-19:00. */
export const RUSH_HOURS: readonly (readonly [number, number])[] = [
  [7, 9],
  [16, 19],
];
export const RUSH_HOUR_TRAFFIC_FACTOR = 1.35;
export const OFF_PEAK_TRAFFIC_FACTOR = 1.1;

/** How much longer a drive takes in traffic, by the local weekday and hour of departure. */
export const trafficFactor = ({ weekday, hour }: { weekday: number; hour: number }): number => {
  const isWeekday = weekday >= 1 && weekday <= 5;
  const inRush = RUSH_HOURS.some(([from, to]) => hour >= from && hour < to);
  return isWeekday && inRush ? RUSH_HOUR_TRAFFIC_FACTOR : OFF_PEAK_TRAFFIC_FACTOR;
};

/** Drive time in traffic, whole seconds, for a departure at a local weekday and hour. */
export const durationInTrafficSeconds = (durationSeconds: number, local: { weekday: number; hour: number }) =>
  Math.round(durationSeconds * trafficFactor(local));
