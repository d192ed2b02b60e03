import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../shared/field-messages.ts';
import { newBookingReference, REFERENCE_PATTERN } from './booking-reference.ts';
import { checkTransition } from './booking-status.ts';
import { commentsCounterMessage, customerDetailsSchema, EMAIL_PATTERN } from './customer-details.ts';
import { overlaps, pickupInstant, rideWindow } from './ride-window.ts';
import { LUGGAGE_CHOICES, PASSENGER_CHOICES, SEARCH_MESSAGES, searchFormSchema, TIME_SLOTS } from './search-form.ts';

describe('booking reference', () => {
  it('is RD and six unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newBookingReference()).toMatch(REFERENCE_PATTERN);
    expect(newBookingReference(() => 0)).toBe('RDAAAAAA');
  });
});

describe('status transitions', () => {
  it('allows the normal path and refuses skipping or leaving a final state, saying why', () => {
    expect(checkTransition('scheduled', 'confirmed')).toEqual({ ok: true });
    expect(checkTransition('arrived', 'completed')).toEqual({ ok: true });
    expect(checkTransition('scheduled', 'completed')).toEqual({
      ok: false,
      reason: 'A scheduled booking can move to confirmed, assigned, cancelled, not to completed.',
    });
    expect(checkTransition('cancelled', 'confirmed')).toEqual({
      ok: false,
      reason: 'A cancelled booking cannot change any more.',
    });
  });
});

describe('ride window', () => {
  it('holds the fleet from pickup for the longer duration plus the turnaround buffer', () => {
    const w = rideWindow({
      pickupAt: new Date('2026-12-01T15:00:00Z'),
      durationMinutes: 40,
      durationInTrafficMinutes: 52,
      turnaroundMinutes: 30,
    });
    expect(w.end.toISOString()).toBe('2026-12-01T16:22:00.000Z');
    expect(w.dropoffAt.toISOString()).toBe('2026-12-01T15:52:00.000Z');
  });

  it('treats ranges as half-open', () => {
    const a = { start: new Date(0), end: new Date(1000) };
    expect(overlaps(a, { start: new Date(1000), end: new Date(2000) })).toBe(false);
    expect(overlaps(a, { start: new Date(999), end: new Date(2000) })).toBe(true);
  });

  it('turns a local pickup and its UTC offset into an instant', () => {
    expect(pickupInstant('2026-12-01', '09:30', -360).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });
});

describe('search form', () => {
  it('offers 96 quarter-hour slots, 1 to 30 passengers and 1 to 25 luggage', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(TIME_SLOTS[54]).toEqual({ value: '13:30', label: '1:30 PM' });
    expect(PASSENGER_CHOICES.at(-1)).toBe(30);
    expect(LUGGAGE_CHOICES.at(-1)).toBe(25);
  });

  it('gives each missing field its message and refuses a date before today', () => {
    const result = searchFormSchema('2026-11-22').safeParse({
      noofpassengers: 1,
      noofluggages: 1,
      pickupdate: '2026-11-21',
      pickuptime: '10:00',
    });
    expect(fieldMessages(result)).toMatchObject({
      pickuplocation: SEARCH_MESSAGES.pickup,
      dropofflocation: SEARCH_MESSAGES.dropoff,
      pickupdate: 'Pickup date cannot be before today',
      vehicleTypeId: SEARCH_MESSAGES.vehicleType,
    });
  });
});

describe('customer details', () => {
  it('requires every field with the spec messages', () => {
    const result = customerDetailsSchema.safeParse({});
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter Email',
      'Please enter Mobile Number',
    ]);
  });

  it('accepts a top-level domain of 2 to 4 letters only', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.info')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.travel')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });

  it('counts comments against 500', () => {
    expect(commentsCounterMessage(12)).toBe('Maximum length 500 characters (12/500).');
  });
});
