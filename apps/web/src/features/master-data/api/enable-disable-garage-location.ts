import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { GarageLocation } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/garagelocation/enableDisable: the garage with the wanted state (the server records netUserId). */
export const enableDisableGarageLocation = async (garage: GarageLocation) => {
  await http.post('/api/garagelocation/enableDisable', {
    id: garage.id,
    siteId: requestedSiteId(),
    isEnabled: !garage.isEnabled,
  });
};

export const useEnableDisableGarageLocation = () =>
  useRefreshingMutation(enableDisableGarageLocation, () => [masterDataKeys.kind('garageLocation')]);
