import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { DiscountForm } from '@ridedesk/domain/pricing/discount-form';
import { saveDraftOrPublish } from '../../../components/query-kit/draft-publish-save.ts';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

export type DiscountSave = { id?: number; form: DiscountForm; action: SaveAction };

/**
 * POST api/discount/create (no id) or api/discount/update (with id), with the draft or publish
 * flags; 409 (code taken) and 422 (no provider site chosen) carry messages worth showing as they are.
 */
export const saveDiscount = (save: DiscountSave) => saveDraftOrPublish<Discount>('/api/discount', save);

export const useSaveDiscount = () =>
  useRefreshingMutation(saveDiscount, (answer) => [...checklistKeys(answer), pricingKeys.discounts(requestedSiteId())]);
