import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** POST api/discount/enableDisable: sets the promo code enabled or disabled. */
export const enableDisableDiscount = async ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  firstResult(
    await http.post<Results<Discount>>('/api/discount/enableDisable', { id, isEnabled, siteId: requestedSiteId() }),
  );

export const useEnableDisableDiscount = () =>
  useRefreshingMutation(enableDisableDiscount, () => [pricingKeys.discounts(requestedSiteId())]);
