import { type EnableDisableChange, postEnableDisable } from '../../../components/query-kit/enable-disable.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** POST api/priceDefinition/enableDisable: sets the definition enabled or disabled. */
export const enableDisablePriceDefinition = (change: EnableDisableChange) =>
  postEnableDisable<PriceDefinition>('/api/priceDefinition/enableDisable', change);

/** After the change the list reloads (spec 02 "Common list pattern"). */
export const useEnableDisablePriceDefinition = () =>
  useRefreshingMutation(enableDisablePriceDefinition, () => [pricingKeys.priceDefinitions(requestedSiteId())]);
