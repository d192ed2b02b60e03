import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { type BookingFilters, bookingListQuery } from '../booking-filters.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/booking/getbookingbysiteid: one page (10 rows) of the site's bookings matching the filters. */
export const listSiteBookings = async (filters: BookingFilters, page: number, siteId = requestedSiteId()) => {
  const answer = await http.get<PagedResults<BookingView>>('/api/booking/getbookingbysiteid', {
    query: { ...bookingListQuery(filters), page, pageSize: PAGE_SIZE, siteId },
  });
  return { bookings: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useSiteBookings = (filters: BookingFilters, page: number, enabled = true) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.list(siteId, filters, page),
    queryFn: () => listSiteBookings(filters, page, siteId),
    placeholderData: keepPreviousData,
    enabled,
  });
};
