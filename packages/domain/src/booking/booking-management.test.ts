import { describe, expect, it } from 'vitest';
import {
  localPickupDate,
  localPickupTime,
  monthGrid,
  monthRange,
  shiftMonth,
  twelveHourLabel,
} from './booking-calendar.ts';
import {
  BOOKING_LIST_MESSAGES,
  bookingDateRangeSchema,
  bookingPeriodSchema,
  isIsoDay,
} from './booking-list-filters.ts';
import { bookingPeriodOf, parseBookingPeriod, periodOrder } from './booking-periods.ts';
import {
  allowedNextPaymentStatuses,
  checkAssignment,
  checkPaymentTransition,
  GATEWAY_REFUND_ONLY,
  nextStatusesFor,
  paidThroughGateway,
  parseBookingStatus,
  parsePaymentStatus,
  statusAfterAssignment,
} from './booking-updates.ts';
import {
  cancellationNoticeHours,
  cancellationRule,
  checkTravellerCancellation,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
} from './cancellation.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('booking periods', () => {
  it('puts a live booking with its pickup ahead in upcoming, and a finished or cancelled one in past', () => {
    expect(bookingPeriodOf({ pickupAt: hoursFromNow(2), bookingStatus: 'confirmed' }, NOW)).toBe('upcoming');
    expect(bookingPeriodOf({ pickupAt: hoursFromNow(-2), bookingStatus: 'confirmed' }, NOW)).toBe('past');
    expect(bookingPeriodOf({ pickupAt: hoursFromNow(48), bookingStatus: 'cancelled' }, NOW)).toBe('past');
    expect(bookingPeriodOf({ pickupAt: hoursFromNow(48), bookingStatus: 'completed' }, NOW)).toBe('past');
  });

  it('reads periods whatever their case and orders upcoming soonest first, the others newest first', () => {
    expect(parseBookingPeriod('Upcoming')).toBe('upcoming');
    expect(parseBookingPeriod('PAST')).toBe('past');
    expect(parseBookingPeriod('tomorrow')).toBeNull();
    expect(periodOrder('upcoming')).toBe('asc');
    expect(periodOrder('past')).toBe('desc');
    expect(periodOrder('all')).toBe('desc');
  });

  it('defaults an absent period to all and refuses an unknown one with its message', () => {
    expect(bookingPeriodSchema.parse(undefined)).toBe('all');
    expect(bookingPeriodSchema.parse('Past')).toBe('past');
    const bad = bookingPeriodSchema.safeParse('soon');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(BOOKING_LIST_MESSAGES.period);
  });
});

describe('record view date filters', () => {
  it('accepts real days, cuts timestamps to their day, and refuses impossible ones', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(bookingDateRangeSchema.parse({ BookingFromDate: '2026-12-01T00:00:00Z' })).toEqual({
      BookingFromDate: '2026-12-01',
      BookingToDate: undefined,
    });
    const bad = bookingDateRangeSchema.safeParse({ BookingFromDate: '2026-13-01' });
    expect(bad.error?.issues[0].message).toBe(BOOKING_LIST_MESSAGES.invalidDate);
  });

  it('refuses a To date before the From date, on the To field', () => {
    const bad = bookingDateRangeSchema.safeParse({ BookingFromDate: '2026-12-10', BookingToDate: '2026-12-01' });
    expect(bad.error?.issues[0]).toMatchObject({ message: BOOKING_LIST_MESSAGES.dateOrder, path: ['BookingToDate'] });
    expect(
      bookingDateRangeSchema.safeParse({ BookingFromDate: '2026-12-01', BookingToDate: '2026-12-01' }).success,
    ).toBe(true);
  });
});

describe('traveller cancellation', () => {
  const check = (
    hoursAhead: number,
    status: Parameters<typeof checkTravellerCancellation>[0]['bookingStatus'] = 'confirmed',
  ) =>
    checkTravellerCancellation({
      bookingStatus: status,
      pickupAt: hoursFromNow(hoursAhead),
      now: NOW,
      noticeHours: 24,
    });

  it('allows cancelling until the notice period before pickup, and says until when', () => {
    const ok = check(24);
    expect(ok.ok).toBe(true);
    expect(ok.cancelUntil.toISOString()).toBe(NOW.toISOString());
    expect(check(72).ok).toBe(true);
  });

  it('refuses inside the notice period with the rule in the reason', () => {
    const late = check(23.5);
    expect(late).toMatchObject({
      ok: false,
      tooLate: true,
      reason:
        'Bookings can be cancelled until 24 hours before pickup. This ride is less than 24 hours away, so it can no longer be cancelled online.',
    });
  });

  it('refuses a ride already under way, finished, cancelled or in the past', () => {
    expect(check(48, 'en route')).toMatchObject({
      ok: false,
      reason: 'A booking that is en route can no longer be cancelled.',
    });
    expect(check(48, 'completed')).toMatchObject({ ok: false });
    expect(check(48, 'cancelled')).toMatchObject({ ok: false, reason: 'This booking is already cancelled.' });
    expect(
      checkTravellerCancellation({ bookingStatus: 'scheduled', pickupAt: hoursFromNow(-1), now: NOW, noticeHours: 0 }),
    ).toMatchObject({ ok: false, reason: 'The pickup time has passed; this booking can no longer be cancelled.' });
  });

  it('reads the site setting as whole hours, falling back to 24 for anything unreadable', () => {
    expect(cancellationNoticeHours('48')).toBe(48);
    expect(cancellationNoticeHours('0')).toBe(0);
    expect(cancellationNoticeHours('')).toBe(DEFAULT_CANCELLATION_NOTICE_HOURS);
    expect(cancellationNoticeHours('soon')).toBe(DEFAULT_CANCELLATION_NOTICE_HOURS);
    expect(cancellationNoticeHours('-3')).toBe(DEFAULT_CANCELLATION_NOTICE_HOURS);
    expect(cancellationRule(1)).toBe('Bookings can be cancelled until 1 hour before pickup.');
    expect(cancellationRule(0)).toBe('Bookings can be cancelled until the pickup time.');
  });
});

describe('assignment and status changes', () => {
  it('offers assigned only once a chauffeur is assigned', () => {
    expect(nextStatusesFor({ bookingStatus: 'scheduled', assignedTo: null })).toEqual(['confirmed', 'cancelled']);
    expect(nextStatusesFor({ bookingStatus: 'scheduled', assignedTo: 7 })).toEqual([
      'confirmed',
      'assigned',
      'cancelled',
    ]);
    expect(nextStatusesFor({ bookingStatus: 'completed', assignedTo: 7 })).toEqual([]);
  });

  it('moves scheduled and confirmed bookings to assigned, keeps later ones, refuses final ones', () => {
    expect(statusAfterAssignment('scheduled')).toBe('assigned');
    expect(statusAfterAssignment('confirmed')).toBe('assigned');
    expect(statusAfterAssignment('en route')).toBe('en route');
    expect(checkAssignment('arrived')).toEqual({ ok: true });
    expect(checkAssignment('cancelled')).toEqual({
      ok: false,
      reason: 'A cancelled booking cannot be assigned any more.',
    });
  });

  it('reads statuses whatever their case', () => {
    expect(parseBookingStatus('En Route')).toBe('en route');
    expect(parseBookingStatus('No  show')).toBe('no show');
    expect(parseBookingStatus('lost')).toBeNull();
    expect(parsePaymentStatus('paid')).toBe('Paid');
    expect(parsePaymentStatus('owed')).toBeNull();
  });
});

describe('payment status changes', () => {
  it('refuses to mark a payment a gateway took as refunded: only Refund returns the money', () => {
    expect(paidThroughGateway('authCaptureTransaction')).toBe(true);
    expect(paidThroughGateway('paybycash')).toBe(false);
    expect(paidThroughGateway(null)).toBe(false);
    expect(allowedNextPaymentStatuses('Paid', true)).toEqual([]);
    expect(allowedNextPaymentStatuses('Paid', false)).toEqual(['Refunded']);
    expect(checkPaymentTransition('Paid', 'Refunded', true)).toEqual({ ok: false, reason: GATEWAY_REFUND_ONLY });
    expect(checkPaymentTransition('Paid', 'Refunded', false)).toEqual({ ok: true });
  });

  it('lets a pending payment be paid or fail, a paid one be refunded, and nothing leave a refund', () => {
    expect(checkPaymentTransition('Pending', 'Paid')).toEqual({ ok: true });
    expect(checkPaymentTransition('Paid', 'Refunded')).toEqual({ ok: true });
    expect(checkPaymentTransition('Failed', 'Pending')).toEqual({ ok: true });
    expect(checkPaymentTransition('Paid', 'Pending')).toEqual({
      ok: false,
      reason: 'A Paid payment can move to Refunded, not to Pending.',
    });
    expect(checkPaymentTransition('Refunded', 'Paid')).toEqual({
      ok: false,
      reason: 'A Refunded payment cannot change any more.',
    });
    expect(checkPaymentTransition('Paid', 'Paid')).toEqual({ ok: false, reason: 'The payment is already Paid.' });
    expect(allowedNextPaymentStatuses('Pending')).toEqual(['Paid', 'Failed']);
  });
});

describe('calendar days', () => {
  it('places a pickup on its own local day and time', () => {
    // 03:30 UTC on Dec 2 is 21:30 on Dec 1 in Chicago (UTC-6).
    const at = new Date('2026-12-02T03:30:00Z');
    expect(localPickupDate(at, -360)).toBe('2026-12-01');
    expect(localPickupTime(at, -360)).toBe('21:30');
    expect(twelveHourLabel('21:30')).toBe('9:30 PM');
    expect(twelveHourLabel('00:15')).toBe('12:15 AM');
  });

  it('builds month grids Sunday first, with the month bounds and neighbours', () => {
    const grid = monthGrid(2026, 11);
    expect(grid[0][0]).toBe('2026-11-01'); // November 1, 2026 is a Sunday
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(monthGrid(2026, 12)[0].slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
