import type { StaffMember } from '@ridedesk/domain/booking/booking-view';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/user/getserviceproviderusersbysiteid: the site's active staff, who may be assigned a ride. */
export const listStaff = async (siteId = requestedSiteId()) =>
  (await http.get<Results<StaffMember>>('/api/user/getserviceproviderusersbysiteid', { query: { siteId } })).results;

export const useStaff = (enabled = true) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.staff(siteId),
    queryFn: () => listStaff(siteId),
    staleTime: 5 * 60_000,
    enabled,
  });
};
