import { type EnableDisableChange, postEnableDisable } from '../../../components/query-kit/enable-disable.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** POST api/ServiceLocation/enableDisable: sets the location enabled or disabled. */
export const enableDisableServiceLocation = (change: EnableDisableChange) =>
  postEnableDisable<ServiceLocation>('/api/ServiceLocation/enableDisable', change);

export const useEnableDisableServiceLocation = () =>
  useRefreshingMutation(enableDisableServiceLocation, () => [serviceAreaKeys.list(requestedSiteId())]);
