import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/booking/getviewBookingbybookingId/{id}: ride, customer, fleet, amounts, statuses, chauffeur, billing. */
export const getBooking = async (id: number, siteId = requestedSiteId()) =>
  firstResult(
    await http.get<Results<BookingDetail>>(`/api/booking/getviewBookingbybookingId/${id}`, {
      query: { siteId },
      keepMessageFor: [404],
    }),
  );

export const useBooking = (id: number | null) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.detail(siteId, id ?? 0),
    queryFn: () => getBooking(id ?? 0, siteId),
    enabled: id !== null && id > 0,
  });
};
