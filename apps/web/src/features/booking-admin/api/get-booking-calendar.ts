import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingSiteId } from '../site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/booking/getBookingForCalendarBySiteId: the month's bookings, each on its local pickup day. */
export const getBookingCalendar = async (year: number, month: number, siteId = bookingSiteId()) =>
  (
    await http.get<Results<BookingView>>('/api/booking/getBookingForCalendarBySiteId', {
      query: { MonthNumber: month, YearNumber: year, siteId },
    })
  ).results;

export const useBookingCalendar = (year: number, month: number) => {
  const siteId = bookingSiteId();
  return useQuery({
    queryKey: siteBookingKeys.calendar(siteId, year, month),
    queryFn: () => getBookingCalendar(year, month, siteId),
    placeholderData: keepPreviousData,
  });
};
