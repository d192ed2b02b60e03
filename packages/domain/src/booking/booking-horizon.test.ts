import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_HORIZON_SETTING_MESSAGE,
  bookingHorizonDays,
  bookingHorizonMessage,
  DEFAULT_BOOKING_HORIZON_DAYS,
  dateAtOffset,
  isWithinBookingHorizon,
  lastBookableDate,
  parseBookingHorizonDays,
} from './booking-horizon.ts';
import { searchFormSchema } from './search-form.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const within = (pickupDate: string, horizonDays = 365, offsetMinutes = -300, now = NOW) =>
  isWithinBookingHorizon({ pickupDate, now, offsetMinutes, horizonDays });

describe('booking horizon', () => {
  it('When a pickup is on the last day of the horizon, then it is within; the day after, it is not', () => {
    expect(lastBookableDate('2026-03-10', 365)).toBe('2027-03-10');
    expect(within('2026-03-10')).toBe(true);
    expect(within('2027-03-10')).toBe(true);
    expect(within('2027-03-11')).toBe(false);
    expect(within('2026-03-17', 7)).toBe(true);
    expect(within('2026-03-18', 7)).toBe(false);
  });

  it('When the pickup is on 31 December 9999, then it is outside the horizon and the message says how far ahead rides are taken', () => {
    expect(within('9999-12-31')).toBe(false);
    expect(within('9999-12-31', 3650)).toBe(false);
    expect(bookingHorizonMessage(365)).toBe('Pickup date must be within 365 days from today.');
  });

  it("When it is already tomorrow in UTC but still today where the ride starts, then today is the ride's local date", () => {
    const lateEvening = new Date('2026-03-11T03:00:00Z'); // 22:00 on 10 March in Chicago (UTC-5)
    expect(dateAtOffset(lateEvening, -300)).toBe('2026-03-10');
    expect(dateAtOffset(lateEvening, 60)).toBe('2026-03-11');
    expect(within('2026-03-11', 1, -300, lateEvening)).toBe(true);
    expect(within('2026-03-12', 1, -300, lateEvening)).toBe(false);
    expect(within('2026-03-12', 1, 60, lateEvening)).toBe(true);
  });

  it('When days are added across a month, a leap day or a year, then the calendar date is right', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('0050-01-01', 0)).toBe('0050-01-01');
    expect(() => addDays('31/12/9999', 1)).toThrow();
  });

  it('When the pickup date is not written as YYYY-MM-DD, then it is not within', () => {
    expect(within('2026-3-11')).toBe(false);
    expect(within('')).toBe(false);
  });

  it('When a site stores its horizon, then a whole number from 1 to 3650 counts and anything else falls back to 365', () => {
    expect(parseBookingHorizonDays('30')).toBe(30);
    expect(parseBookingHorizonDays(' 3650 ')).toBe(3650);
    for (const bad of ['0', '3651', '-5', '12.5', 'abc', '', null, undefined, '99999999'])
      expect(parseBookingHorizonDays(bad), String(bad)).toBeNull();
    expect(bookingHorizonDays('abc')).toBe(DEFAULT_BOOKING_HORIZON_DAYS);
    expect(bookingHorizonDays('90')).toBe(90);
    expect(BOOKING_HORIZON_SETTING_MESSAGE).toBe('The booking horizon must be a whole number of days from 1 to 3650.');
  });
});

describe('the search form and the booking horizon', () => {
  const dateMessage = (schema: ReturnType<typeof searchFormSchema>, pickupdate: string) =>
    schema.safeParse({ pickupdate }).error?.issues.find((i) => i.path[0] === 'pickupdate')?.message;

  it("When a date past the site's horizon is typed, then the form says how far ahead the site books; the last day passes", () => {
    expect(dateMessage(searchFormSchema('2026-11-22'), '9999-12-31')).toBe(
      'Pickup date must be within 365 days from today.',
    );
    expect(dateMessage(searchFormSchema('2026-11-22'), '2027-11-22')).toBeUndefined();
    expect(dateMessage(searchFormSchema('2026-11-22', 30), '2026-12-23')).toBe(
      'Pickup date must be within 30 days from today.',
    );
    expect(dateMessage(searchFormSchema('2026-11-22', 30), '2026-12-22')).toBeUndefined();
  });
});
