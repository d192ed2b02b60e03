import { type BookingPeriod, parseBookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import { parseBookingStatus, parsePaymentStatus } from '@ridedesk/domain/booking/booking-updates';

/** The record view's filters (spec 03 getbookingbysiteid), kept in the address so a view can be linked. */
export type BookingFilters = {
  period: BookingPeriod;
  from: string;
  to: string;
  vehicleTypeId: number;
  bookingStatus: BookingStatus | '';
  paymentStatus: PaymentStatus | '';
  search: string;
};

export const EMPTY_FILTERS: BookingFilters = {
  period: 'all',
  from: '',
  to: '',
  vehicleTypeId: 0,
  bookingStatus: '',
  paymentStatus: '',
  search: '',
};

const PARAM = {
  period: 'period',
  from: 'from',
  to: 'to',
  vehicleTypeId: 'vehicleType',
  bookingStatus: 'status',
  paymentStatus: 'payment',
  search: 'q',
} as const satisfies Record<keyof BookingFilters, string>;

export const filtersFromParams = (params: URLSearchParams): BookingFilters => ({
  period: parseBookingPeriod(params.get(PARAM.period)) ?? 'all',
  from: params.get(PARAM.from) ?? '',
  to: params.get(PARAM.to) ?? '',
  vehicleTypeId: Math.max(0, Number(params.get(PARAM.vehicleTypeId)) || 0),
  bookingStatus: parseBookingStatus(params.get(PARAM.bookingStatus)) ?? '',
  paymentStatus: parsePaymentStatus(params.get(PARAM.paymentStatus)) ?? '',
  search: params.get(PARAM.search) ?? '',
});

/** Writes the filters into a copy of the address's parameters; defaults are left out. */
export const writeFilters = (params: URLSearchParams, filters: BookingFilters) => {
  const copy = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as (keyof BookingFilters)[]) {
    const value = filters[key];
    if (value === EMPTY_FILTERS[key] || value === '') copy.delete(PARAM[key]);
    else copy.set(PARAM[key], String(value));
  }
  return copy;
};

/** The query of api/booking/getbookingbysiteid, with the spec's parameter names. */
export const bookingListQuery = (filters: BookingFilters) => ({
  BookingPeriod: filters.period,
  BookingFromDate: filters.from || undefined,
  BookingToDate: filters.to || undefined,
  Vehicletype: filters.vehicleTypeId || undefined,
  BookingStatus: filters.bookingStatus || undefined,
  PaymentStatus: filters.paymentStatus || undefined,
  search: filters.search.trim() || undefined,
});
