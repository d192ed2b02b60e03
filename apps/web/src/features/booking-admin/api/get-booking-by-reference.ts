import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/booking/getbookingbyreferenceid/{ref}: the booking a mailed link names (?reference=RD…). */
export const getBookingByReference = async (reference: string, siteId = requestedSiteId()) =>
  firstResult(
    await http.get<Results<BookingDetail>>(`/api/booking/getbookingbyreferenceid/${encodeURIComponent(reference)}`, {
      query: { siteId },
      keepMessageFor: [404],
    }),
  );

export const useBookingByReference = (reference: string | null) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.byReference(siteId, reference ?? ''),
    queryFn: () => getBookingByReference(reference ?? '', siteId),
    enabled: !!reference,
    retry: false,
  });
};
