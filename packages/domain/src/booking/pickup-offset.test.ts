import { describe, expect, it } from 'vitest';
import { pickupOffsetMinutes, STATE_TIME_ZONES, stateTimeZone, utcOffsetMinutes } from './pickup-offset.ts';
import { pickupInstant } from './ride-window.ts';

describe('the pickup offset', () => {
  it('When the pickup is in Chicago in winter, then the offset is -360; in summer, -300', () => {
    expect(pickupOffsetMinutes('IL', '2026-12-01', '10:00')).toBe(-360);
    expect(pickupOffsetMinutes('IL', '2026-07-01', '10:00')).toBe(-300);
  });

  it('When the pickup is in Arizona, then there is no daylight saving: -420 all year', () => {
    expect(pickupOffsetMinutes('AZ', '2026-01-15', '08:00')).toBe(-420);
    expect(pickupOffsetMinutes('az', '2026-07-15', '08:00')).toBe(-420);
  });

  it('When the pickup is in New York, Texas, California or Hawaii, then each gets its own zone', () => {
    expect(pickupOffsetMinutes('NY', '2026-12-01', '09:00')).toBe(-300);
    expect(pickupOffsetMinutes('TX', '2026-12-01', '09:00')).toBe(-360);
    expect(pickupOffsetMinutes('CA', '2026-12-01', '09:00')).toBe(-480);
    expect(pickupOffsetMinutes('HI', '2026-07-01', '09:00')).toBe(-600);
  });

  it('When daylight saving starts or ends that night, then a morning pickup gets the new offset', () => {
    // 2026: DST starts on 8 March and ends on 1 November in the US.
    expect(utcOffsetMinutes('America/Chicago', '2026-03-07', '23:00')).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', '2026-03-08', '09:00')).toBe(-300);
    expect(utcOffsetMinutes('America/Chicago', '2026-10-31', '23:00')).toBe(-300);
    expect(utcOffsetMinutes('America/Chicago', '2026-11-01', '09:00')).toBe(-360);
  });

  it('When the offset is applied to the wall-clock pickup, then it gives the instant the zone means', () => {
    const offset = pickupOffsetMinutes('IL', '2026-12-01', '14:30');
    expect(pickupInstant('2026-12-01', '14:30', offset).toISOString()).toBe('2026-12-01T20:30:00.000Z');
  });

  it('When the state is unknown, then the fallback zone is used', () => {
    expect(stateTimeZone('ZZ')).toBeUndefined();
    expect(pickupOffsetMinutes('ZZ', '2026-12-01', '10:00', 'America/Denver')).toBe(-420);
  });

  it('When every state is listed, then each names a zone this runtime knows', () => {
    expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(52);
    for (const zone of Object.values(STATE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
