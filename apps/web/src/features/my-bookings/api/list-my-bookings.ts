import type { BookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import { myBookingKeys } from './query-keys.ts';

/** GET api/Booking/getallbookingbyuserid: one page of the signed-in traveller's bookings of a period. */
export const listMyBookings = async ({ period, page }: { period: BookingPeriod; page: number }) => {
  const answer = await http.get<PagedResults<TravellerBookingView>>('/api/Booking/getallbookingbyuserid', {
    query: { BookingPeriod: period, page, pageSize: PAGE_SIZE },
  });
  return { bookings: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useMyBookings = (filters: { period: BookingPeriod; page: number }) =>
  useQuery({
    queryKey: myBookingKeys.list(filters),
    queryFn: () => listMyBookings(filters),
    placeholderData: keepPreviousData,
  });
