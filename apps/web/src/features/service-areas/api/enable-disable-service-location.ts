import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** POST api/ServiceLocation/enableDisable: sets the location enabled or disabled. */
export const enableDisableServiceLocation = async ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  firstResult(
    await http.post<Results<ServiceLocation>>('/api/ServiceLocation/enableDisable', {
      id,
      isEnabled,
      siteId: requestedSiteId(),
    }),
  );

export const useEnableDisableServiceLocation = () =>
  useRefreshingMutation(enableDisableServiceLocation, () => [serviceAreaKeys.list(requestedSiteId())]);
