import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { PriceDefinitionForm } from '@ridedesk/domain/pricing/price-definition-form';
import { saveDraftOrPublish } from '../../../components/query-kit/draft-publish-save.ts';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

export type PriceDefinitionSave = { id?: number; form: PriceDefinitionForm; action: SaveAction };

/**
 * POST api/priceDefinition/create (no id) or api/priceDefinition/update (with id), with the
 * Save As Draft or Publish flags. A create answers setupStatus 'completed' for the site's first;
 * 409 (name taken) and 422 (no provider site chosen) carry messages worth showing as they are.
 */
export const savePriceDefinition = (save: PriceDefinitionSave) =>
  saveDraftOrPublish<PriceDefinition>('/api/priceDefinition', save);

export const useSavePriceDefinition = () =>
  useRefreshingMutation(savePriceDefinition, (answer) => [
    ...checklistKeys(answer),
    pricingKeys.priceDefinitions(requestedSiteId()),
  ]);
