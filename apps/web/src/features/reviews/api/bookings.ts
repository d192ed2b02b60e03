import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
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
export const listCompletedBookings = (page: number) =>
  getPage<ReviewableBooking>('/api/booking/getbookingbysiteid', {
    BookingPeriod: 'past',
    BookingStatus: 'completed',
    page,
  });

export const useCompletedBookings = (page: number) =>
  useQuery(pagedQuery(reviewKeys.completed(page), () => listCompletedBookings(page)));
