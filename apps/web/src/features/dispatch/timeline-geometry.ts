/**
 * Where a ride sits on the board's timeline: minutes into the site's day (read on the pickup's
 * clock, whatever the browser's), the window of hours the board shows, each block's left and width
 * as percentages of that window, and lanes so that overlapping blocks of one row never cover
 * each other. Pure, so it is tested without a browser.
 */

const MINUTES_PER_DAY = 24 * 60;

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The local date (YYYY-MM-DD), minute of the day and 'HH:MM' of an instant at a clock offset (minutes east of UTC). */
export const localTime = (instant: string | Date, offsetMinutes: number) => {
  const ms = (typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + offsetMinutes * 60_000;
  const iso = new Date(ms).toISOString();
  return {
    date: iso.slice(0, 10),
    minute: Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)),
    clock: iso.slice(11, 16),
  };
};

/**
 * Minutes from the start of `day` (on the clock `offsetMinutes` east of UTC) to an instant:
 * negative before the day, 1440 and more after it.
 */
export const minutesIntoDay = (instant: string | Date, day: string, offsetMinutes: number) => {
  const { date, minute } = localTime(instant, offsetMinutes);
  return daysBetween(day, date) * MINUTES_PER_DAY + minute;
};

/** "HH:MM" to minutes of the day; null for anything else. */
export const clockMinutes = (value: string | null | undefined) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};

export type Span = { start: number; end: number };
export type TimelineWindow = Span;

/**
 * The hours the timeline shows: 06:00-22:00 at least, widened to whole hours around every ride
 * and working hours of the day, never beyond midnight on either side.
 */
export const timelineWindow = (spans: Span[], least: Span = { start: 6 * 60, end: 22 * 60 }): TimelineWindow => {
  let start = least.start;
  let end = least.end;
  for (const span of spans) {
    start = Math.min(start, span.start);
    end = Math.max(end, span.end);
  }
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(MINUTES_PER_DAY, Math.ceil(end / 60) * 60),
  };
};

export type BlockGeometry = {
  /** Percentages of the window's width. */
  left: number;
  width: number;
  /** The ride began before the window (the day before) or ends after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
};

/** A ride shorter than this still gets a block wide enough to read and to hit. */
const MIN_BLOCK_MINUTES = 15;

/** The block of a span in the window; null when it lies wholly outside. */
export const blockGeometry = (span: Span, window: TimelineWindow): BlockGeometry | null => {
  const total = window.end - window.start;
  if (total <= 0 || span.end <= window.start || span.start >= window.end) return null;
  const start = Math.max(span.start, window.start);
  const end = Math.min(Math.max(span.end, start + MIN_BLOCK_MINUTES), window.end);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    left: round(((start - window.start) / total) * 100),
    width: round(((end - start) / total) * 100),
    clippedStart: span.start < window.start,
    clippedEnd: span.end > window.end,
  };
};

/**
 * Lanes for one row: each span gets the first lane whose last span ended at or before it starts
 * (spans sorted by start). Returns each span's lane, in the input's order, and how many lanes.
 */
export const assignLanes = (spans: Span[]): { lanes: number[]; count: number } => {
  const order = spans.map((span, index) => ({ span, index })).sort((a, b) => a.span.start - b.span.start);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(spans.length).fill(0);
  for (const { span, index } of order) {
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    lanes[index] = lane;
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
};

/** The hour marks of the window: minutes and their left percentage. */
export const hourTicks = (window: TimelineWindow) => {
  const ticks: { minute: number; left: number; label: string }[] = [];
  for (let minute = Math.ceil(window.start / 60) * 60; minute <= window.end; minute += 60)
    ticks.push({
      minute,
      left: ((minute - window.start) / (window.end - window.start)) * 100,
      label: `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:00`,
    });
  return ticks;
};

/** The day before or after a YYYY-MM-DD. */
export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Today on a clock offset, YYYY-MM-DD. */
export const todayAt = (offsetMinutes: number, now = new Date()) => localTime(now, offsetMinutes).date;

/** The browser's clock offset now, minutes east of UTC. */
export const browserOffset = (now = new Date()) => -now.getTimezoneOffset();
