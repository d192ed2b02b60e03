import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** POST api/priceDefinition/enableDisable: sets the definition enabled or disabled. */
export const enableDisablePriceDefinition = async ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  firstResult(
    await http.post<Results<PriceDefinition>>('/api/priceDefinition/enableDisable', {
      id,
      isEnabled,
      siteId: requestedSiteId(),
    }),
  );

/** After the change the list reloads (spec 02 "Common list pattern"). */
export const useEnableDisablePriceDefinition = () =>
  useRefreshingMutation(enableDisablePriceDefinition, () => [pricingKeys.priceDefinitions(requestedSiteId())]);
