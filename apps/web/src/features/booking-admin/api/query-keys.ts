import type { BookingFilters } from '../booking-filters.ts';

/** Cache keys of the provider's booking screens; any change refreshes everything under 'site-bookings'. */
export const siteBookingKeys = {
  all: ['site-bookings'] as const,
  list: (siteId: number | undefined, filters: BookingFilters, page: number) =>
    ['site-bookings', 'list', siteId ?? 0, filters, page] as const,
  calendar: (siteId: number | undefined, year: number, month: number) =>
    ['site-bookings', 'calendar', siteId ?? 0, year, month] as const,
  detail: (siteId: number | undefined, id: number) => ['site-bookings', 'detail', siteId ?? 0, id] as const,
  byReference: (siteId: number | undefined, reference: string) =>
    ['site-bookings', 'reference', siteId ?? 0, reference] as const,
  staff: (siteId: number | undefined) => ['site-bookings', 'staff', siteId ?? 0] as const,
  money: (siteId: number | undefined, id: number) => ['site-bookings', 'money', siteId ?? 0, id] as const,
  cancellationFee: (siteId: number | undefined) => ['site-bookings', 'cancellation-fee', siteId ?? 0] as const,
  vehicleTypes: (siteId: number | undefined) => ['site-bookings', 'vehicle-types', siteId ?? 0] as const,
};
