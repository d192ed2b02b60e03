import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { http } from '../../../lib/http.ts';
import { readSession } from '../../../lib/session.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Fleet } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/fleet/enableDisable: the fleet with netUserId (spec 02 section 4) and the wanted state. */
export const enableDisableFleet = async (fleet: Fleet) => {
  await http.post('/api/fleet/enableDisable', {
    ...fleet,
    siteId: requestedSiteId(),
    isEnabled: !fleet.isEnabled,
    netUserId: readSession()?.user.userId,
  });
};

export const useEnableDisableFleet = () =>
  useRefreshingMutation(enableDisableFleet, () => [masterDataKeys.kind('fleet')]);
