import type { BookingPeriod } from '@ridedesk/domain/booking/booking-periods';

/** Cache keys of the traveller's bookings, from one place so a cancellation refreshes exactly them. */
export const myBookingKeys = {
  all: ['my-bookings'] as const,
  list: (filters: { period: BookingPeriod; page: number }) => ['my-bookings', 'list', filters] as const,
  /** The booking a manage link opens (no sign-in). */
  managed: (token: string) => ['my-bookings', 'managed', token] as const,
};
