import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationInTrafficSeconds,
  instantFromWallClock,
  parsePickupDateTime,
  trafficFactor,
  wallClockAt,
  weekdayOf,
} from './departure-time.ts';

/** The instant, as ISO text, that a wall clock (year, month 1-12, day, hour, minute) shows in a zone. */
const instantIn = (zone: string, year: number, month: number, day: number, hour: number, minute: number) =>
  instantFromWallClock({ year, month, day, hour, minute }, zone).toISOString();

describe('reading the pickup date and time', () => {
  it('When the time has no offset, then it is the wall clock at the pickup', () => {
    const wall = { year: 2025, month: 6, day: 2, hour: 8, minute: 30 };
    expect(parsePickupDateTime('2025-06-02T08:30')).toEqual({ kind: 'local', wall });
    expect(parsePickupDateTime('2025-06-02 08:30:00')).toEqual({ kind: 'local', wall });
    expect(parsePickupDateTime('06/02/2025 08:30')).toEqual({ kind: 'local', wall });
    expect(parsePickupDateTime('6/2/2025 8:30 AM')).toEqual({ kind: 'local', wall });
    expect(parsePickupDateTime('06/02/2025 8:30 pm')).toEqual({ kind: 'local', wall: { ...wall, hour: 20 } });
    expect(parsePickupDateTime('06/02/2025 12:05 AM')).toEqual({
      kind: 'local',
      wall: { ...wall, hour: 0, minute: 5 },
    });
  });

  it('When the time carries Z or an offset, then it is that instant', () => {
    expect(parsePickupDateTime('2025-06-02T13:30:00.000Z')).toEqual({
      kind: 'instant',
      instant: new Date('2025-06-02T13:30:00Z'),
    });
    expect(parsePickupDateTime('2025-06-02T08:30-05:00')).toEqual({
      kind: 'instant',
      instant: new Date('2025-06-02T13:30:00Z'),
    });
    expect(parsePickupDateTime('2025-06-02T19:00+0530')).toEqual({
      kind: 'instant',
      instant: new Date('2025-06-02T13:30:00Z'),
    });
  });

  it('When the text is no date and time or an impossible one, then it is refused', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2025-06-02',
      '2025-02-30T10:00',
      '2025-06-02T24:00',
      '2025-13-01 10:00',
      '13/01/2025 1:00 PM',
      '06/02/2025 13:00 PM',
      '2025-06-02T10:61',
    ])
      expect(parsePickupDateTime(bad)).toBeNull();
  });
});

describe('wall clocks and instants', () => {
  it('When an instant is read in Chicago, then it shows the local date, hour and weekday', () => {
    expect(wallClockAt(new Date('2025-06-02T13:30:00Z'), 'America/Chicago')).toEqual({
      year: 2025,
      month: 6,
      day: 2,
      hour: 8,
      minute: 30,
      weekday: 1,
    });
    expect(wallClockAt(new Date('2025-01-06T05:15:00Z'), 'America/Los_Angeles')).toMatchObject({
      day: 5,
      hour: 21,
      weekday: 0,
    });
  });

  it('When a wall clock is placed in a zone, then daylight-saving time is respected', () => {
    expect(instantIn('America/Chicago', 2025, 6, 2, 8, 30)).toBe('2025-06-02T13:30:00.000Z');
    expect(instantIn('America/Chicago', 2025, 1, 15, 8, 30)).toBe('2025-01-15T14:30:00.000Z');
    expect(instantIn('America/Phoenix', 2025, 7, 1, 8, 0)).toBe('2025-07-01T15:00:00.000Z');
  });

  it('When the wall clock falls in the spring-forward gap or the autumn repeat, then it moves forward or takes the earlier instant', () => {
    expect(instantIn('America/New_York', 2025, 3, 9, 2, 30)).toBe('2025-03-09T07:30:00.000Z');
    expect(instantIn('America/New_York', 2025, 11, 2, 1, 30)).toBe('2025-11-02T05:30:00.000Z');
  });

  it('When any ordinary wall clock goes to an instant and back, then it is unchanged', () => {
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'Pacific/Honolulu',
    ];
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 2020, max: 2035 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 4, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
        }),
        fc.constantFrom(...zones),
        (wall, zone) => {
          const back = wallClockAt(instantFromWallClock(wall, zone), zone);
          expect({ ...back, weekday: undefined }).toEqual({ ...wall, weekday: undefined });
          expect(back.weekday).toBe(weekdayOf(wall));
        },
      ),
    );
  });
});

describe('traffic factor', () => {
  it('When leaving on a weekday between 7 and 9 or between 16 and 19, then traffic adds 35 %', () => {
    expect(trafficFactor({ weekday: 1, hour: 7 })).toBe(1.35);
    expect(trafficFactor({ weekday: 3, hour: 8 })).toBe(1.35);
    expect(trafficFactor({ weekday: 5, hour: 16 })).toBe(1.35);
    expect(trafficFactor({ weekday: 2, hour: 18 })).toBe(1.35);
  });

  it('When leaving off-peak or at the weekend, then traffic adds 10 %', () => {
    expect(trafficFactor({ weekday: 1, hour: 9 })).toBe(1.1);
    expect(trafficFactor({ weekday: 1, hour: 19 })).toBe(1.1);
    expect(trafficFactor({ weekday: 4, hour: 12 })).toBe(1.1);
    expect(trafficFactor({ weekday: 0, hour: 8 })).toBe(1.1);
    expect(trafficFactor({ weekday: 6, hour: 17 })).toBe(1.1);
  });

  it('When a drive is timed in traffic, then it is never shorter than without traffic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        (d, weekday, hour) => {
          const inTraffic = durationInTrafficSeconds(d, { weekday, hour });
          expect(inTraffic).toBeGreaterThanOrEqual(d);
          expect(inTraffic).toBeLessThanOrEqual(Math.round(d * 1.35));
        },
      ),
    );
  });
});
