import { type EnableDisableChange, postEnableDisable } from '../../../components/query-kit/enable-disable.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** POST api/discount/enableDisable: sets the promo code enabled or disabled. */
export const enableDisableDiscount = (change: EnableDisableChange) =>
  postEnableDisable<Discount>('/api/discount/enableDisable', change);

export const useEnableDisableDiscount = () =>
  useRefreshingMutation(enableDisableDiscount, () => [pricingKeys.discounts(requestedSiteId())]);
