import { describe, expect, it } from 'vitest';
import { distanceText, durationText, metersToKm, secondsToMinutes } from './estimate-format.ts';

describe('ride estimate numbers and texts', () => {
  it('When converting, then metres become whole km and seconds whole minutes, rounded', () => {
    expect(metersToKm(31_149)).toBe(31);
    expect(metersToKm(31_500)).toBe(32);
    expect(secondsToMinutes(2_429)).toBe(40);
    expect(secondsToMinutes(29)).toBe(0);
  });

  it('When writing a distance, then it reads in feet, tenths of a mile or whole miles as Google writes it', () => {
    expect(distanceText(100)).toBe('328 ft');
    expect(distanceText(31_149)).toBe('19.4 mi');
    expect(distanceText(1_609.344)).toBe('1.0 mi');
    expect(distanceText(2_000_000)).toBe('1,243 mi');
  });

  it('When writing a duration, then it reads in mins, hours and days', () => {
    expect(durationText(20)).toBe('1 min');
    expect(durationText(60)).toBe('1 min');
    expect(durationText(1_500)).toBe('25 mins');
    expect(durationText(3_600)).toBe('1 hour');
    expect(durationText(3_900)).toBe('1 hour 5 mins');
    expect(durationText(7_260)).toBe('2 hours 1 min');
    expect(durationText(86_400 + 3 * 3_600)).toBe('1 day 3 hours');
    expect(durationText(2 * 86_400)).toBe('2 days');
  });
});
