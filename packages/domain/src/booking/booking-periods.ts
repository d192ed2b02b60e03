import { type BookingStatus, FINAL_STATUSES } from './booking-status.ts';

/**
 * The booking periods of spec 03 "Booking lists" (BookingPeriod). The spec does not list the
 * values; these are the three the traveller's tabs and the record view's filter offer.
 */
export const BOOKING_PERIODS = ['upcoming', 'past', 'all'] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

/** Whether a booking is still to come: its pickup is ahead and it is neither done nor called off. */
export const isUpcomingBooking = (booking: { pickupAt: Date; bookingStatus: BookingStatus }, now: Date) =>
  booking.pickupAt.getTime() >= now.getTime() && !FINAL_STATUSES.includes(booking.bookingStatus);

/**
 * Upcoming: pickup ahead and still live. Past: the rest (pickup gone by, or completed,
 * cancelled or no show), so a ride cancelled for next week sits with the past ones.
 */
export const bookingPeriodOf = (
  booking: { pickupAt: Date; bookingStatus: BookingStatus },
  now: Date,
): Exclude<BookingPeriod, 'all'> => (isUpcomingBooking(booking, now) ? 'upcoming' : 'past');

/** Upcoming lists read soonest first; past lists newest first; everything newest first. */
export const periodOrder = (period: BookingPeriod): 'asc' | 'desc' => (period === 'upcoming' ? 'asc' : 'desc');

/** A period as a request may spell it (Upcoming, PAST...), or null when it is none of them. */
export const parseBookingPeriod = (value: string | null | undefined): BookingPeriod | null => {
  const wanted = (value ?? '').trim().toLowerCase();
  return (BOOKING_PERIODS as readonly string[]).includes(wanted) ? (wanted as BookingPeriod) : null;
};
