import { z } from 'zod';
import { BOOKING_PERIODS } from './booking-periods.ts';

/** Messages of the booking list filters (record view and the traveller's list). */
export const BOOKING_LIST_MESSAGES = {
  period: 'Please choose Upcoming, Past or All',
  invalidDate: 'Please enter a valid date',
  dateOrder: 'The To date cannot be before the From date',
  vehicleType: 'Please choose a vehicle type',
  bookingStatus: 'Please choose a valid booking status',
  paymentStatus: 'Please choose a valid payment status',
  guestUserId: 'GuestUserId must be the guest’s unique id',
  month: 'Please choose a month from 1 to 12',
  year: 'Please choose a year from 2000 to 2100',
} as const;

export const SEARCH_MAX = 100;

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** An optional day: empty means no bound; a longer ISO timestamp is cut to its day. */
export const optionalDay = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v.slice(0, 10) : undefined))
  .refine((v) => v === undefined || isIsoDay(v), BOOKING_LIST_MESSAGES.invalidDate);

/** From and To dates of the record view; To may equal From, never precede it. */
export const bookingDateRangeSchema = z
  .object({ BookingFromDate: optionalDay, BookingToDate: optionalDay })
  .refine((r) => !r.BookingFromDate || !r.BookingToDate || r.BookingFromDate <= r.BookingToDate, {
    message: BOOKING_LIST_MESSAGES.dateOrder,
    path: ['BookingToDate'],
  });

export const bookingPeriodSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : 'all'))
  .refine((v) => (BOOKING_PERIODS as readonly string[]).includes(v), BOOKING_LIST_MESSAGES.period)
  .transform((v) => v as (typeof BOOKING_PERIODS)[number]);
