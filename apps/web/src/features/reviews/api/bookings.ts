import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { firstResult, http, type PagedResults, type Results } from '../../../lib/http.ts';
import type { ReviewableBooking } from '../review.ts';
import { reviewKeys } from './query-keys.ts';

/** GET api/booking/getbookingbyreferenceid/{ref}: the traveller's own booking the review link names. */
export const getBookingByReference = async (reference: string) =>
  firstResult(
    await http.get<Results<ReviewableBooking>>(
      `/api/booking/getbookingbyreferenceid/${encodeURIComponent(reference)}`,
      {
        keepMessageFor: [404],
      },
    ),
  );

export const useBookingByReference = (reference: string) =>
  useQuery({
    queryKey: reviewKeys.booking(reference),
    queryFn: () => getBookingByReference(reference),
    enabled: reference.length > 0,
    retry: false,
  });

/** GET api/booking/getbookingbysiteid: the site's completed rides, newest first, for giving reviews. */
export const listCompletedBookings = async (page: number) => {
  const answer = await http.get<PagedResults<ReviewableBooking>>('/api/booking/getbookingbysiteid', {
    query: { BookingPeriod: 'past', BookingStatus: 'completed', page, pageSize: PAGE_SIZE },
  });
  return { bookings: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useCompletedBookings = (page: number) =>
  useQuery({
    queryKey: reviewKeys.completed(page),
    queryFn: () => listCompletedBookings(page),
    placeholderData: keepPreviousData,
  });
