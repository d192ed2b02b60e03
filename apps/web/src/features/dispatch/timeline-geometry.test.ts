import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  blockGeometry,
  clockMinutes,
  hourTicks,
  minutesIntoDay,
  shiftDay,
  timelineWindow,
  todayAt,
} from './timeline-geometry.ts';

describe('the timeline geometry', () => {
  it('When a ride is read on its pickup clock, then its minutes count from that clock’s midnight, not the browser’s', () => {
    // 14:30 UTC is 08:30 in Chicago (CST, UTC-6) on 26 November.
    expect(minutesIntoDay('2026-11-26T14:30:00Z', '2026-11-26', -360)).toBe(8 * 60 + 30);
    expect(minutesIntoDay('2026-11-26T14:30:00Z', '2026-11-26', 0)).toBe(14 * 60 + 30);
    expect(minutesIntoDay('2026-11-26T14:30:00Z', '2026-11-26', 330)).toBe(20 * 60);
  });

  it('When a ride starts the day before or ends the day after, then its minutes fall below 0 or above 1440', () => {
    expect(minutesIntoDay('2026-11-26T05:00:00Z', '2026-11-26', -360)).toBe(-60);
    expect(minutesIntoDay('2026-11-27T07:00:00Z', '2026-11-26', -360)).toBe(24 * 60 + 60);
  });

  it('When the clocks have changed, then a ride booked at summer time is read at its own offset (8 March 2026, Chicago)', () => {
    // 09:00 CDT (UTC-5) is 14:00 UTC on the day the clocks go forward.
    expect(minutesIntoDay('2026-03-08T14:00:00Z', '2026-03-08', -300)).toBe(9 * 60);
  });

  it('When the day has rides from 05:10 to 23:20, then the window widens to whole hours around them, within the day', () => {
    expect(
      timelineWindow([
        { start: 5 * 60 + 10, end: 7 * 60 },
        { start: 20 * 60, end: 23 * 60 + 20 },
      ]),
    ).toEqual({
      start: 5 * 60,
      end: 24 * 60,
    });
    expect(timelineWindow([])).toEqual({ start: 6 * 60, end: 22 * 60 });
    expect(
      timelineWindow([
        { start: -120, end: 30 },
        { start: 1400, end: 1600 },
      ]),
    ).toEqual({ start: 0, end: 1440 });
  });

  it('When a block is placed, then its left and width are shares of the window, clipped at its edges', () => {
    const window = { start: 6 * 60, end: 22 * 60 }; // 960 minutes
    expect(blockGeometry({ start: 8 * 60, end: 10 * 60 }, window)).toEqual({
      left: 12.5,
      width: 12.5,
      clippedStart: false,
      clippedEnd: false,
    });
    expect(blockGeometry({ start: 5 * 60, end: 7 * 60 }, window)).toEqual({
      left: 0,
      width: 6.25,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(blockGeometry({ start: 21 * 60, end: 23 * 60 }, window)?.clippedEnd).toBe(true);
    expect(blockGeometry({ start: 1 * 60, end: 2 * 60 }, window)).toBeNull();
  });

  it('When a ride is shorter than 15 minutes, then its block is 15 minutes wide so it can be read and hit', () => {
    const window = { start: 0, end: 600 };
    expect(blockGeometry({ start: 60, end: 65 }, window)?.width).toBe(2.5);
  });

  it('When rides of one row overlap, then the later one goes to a second lane and a ride after both reuses the first', () => {
    const { lanes, count } = assignLanes([
      { start: 600, end: 700 },
      { start: 650, end: 720 },
      { start: 700, end: 760 },
    ]);
    expect(lanes).toEqual([0, 1, 0]);
    expect(count).toBe(2);
    expect(assignLanes([]).count).toBe(1);
  });

  it('When the hour marks are drawn, then each whole hour has its label and share', () => {
    const ticks = hourTicks({ start: 6 * 60, end: 8 * 60 });
    expect(ticks.map((t) => [t.label, t.left])).toEqual([
      ['06:00', 0],
      ['07:00', 50],
      ['08:00', 100],
    ]);
  });

  it('When days and hours are read, then they parse and step across months', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('')).toBeNull();
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(todayAt(-360, new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
  });
});
