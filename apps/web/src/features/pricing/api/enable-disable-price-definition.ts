import { useMutation, useQueryClient } from '@tanstack/react-query';
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
export const useEnableDisablePriceDefinition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableDisablePriceDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.priceDefinitions(requestedSiteId()) }),
  });
};
