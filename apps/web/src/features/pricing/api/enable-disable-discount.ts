import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** POST api/discount/enableDisable: sets the promo code enabled or disabled. */
export const enableDisableDiscount = async ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  firstResult(
    await http.post<Results<Discount>>('/api/discount/enableDisable', { id, isEnabled, siteId: requestedSiteId() }),
  );

export const useEnableDisableDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableDisableDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.discounts(requestedSiteId()) }),
  });
};
