import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** POST api/ServiceLocation/delete: removes the location; answers the removed row. */
export const deleteServiceLocation = async (id: number) =>
  firstResult(
    await http.post<Results<ServiceLocation>>('/api/ServiceLocation/delete', { id, siteId: requestedSiteId() }),
  );

export const useDeleteServiceLocation = () =>
  useRefreshingMutation(deleteServiceLocation, () => [serviceAreaKeys.list(requestedSiteId())]);
