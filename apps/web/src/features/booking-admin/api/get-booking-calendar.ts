import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/booking/getBookingForCalendarBySiteId: the month's bookings, each on its local pickup day. */
export const getBookingCalendar = async (year: number, month: number, siteId = requestedSiteId()) =>
  (
    await http.get<Results<BookingView>>('/api/booking/getBookingForCalendarBySiteId', {
      query: { MonthNumber: month, YearNumber: year, siteId },
    })
  ).results;

export const useBookingCalendar = (year: number, month: number) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.calendar(siteId, year, month),
    queryFn: () => getBookingCalendar(year, month, siteId),
    placeholderData: keepPreviousData,
  });
};
