import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import type { PriceDefinitionForm } from '@ridedesk/domain/pricing/price-definition-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CreateAnswer, PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';
import { refreshChecklistIfCompleted } from './setup-completed.ts';

export type PriceDefinitionSave = { id?: number; form: PriceDefinitionForm; action: SaveAction };

/** 409 (name taken) and 422 (no provider site chosen) carry messages worth showing as they are. */
const KEEP = [409, 422] as const;

/**
 * POST api/priceDefinition/create (no id) or api/priceDefinition/update (with id), with the
 * Save As Draft or Publish flags. A create answers setupStatus 'completed' for the site's first.
 */
export const savePriceDefinition = async ({ id, form, action }: PriceDefinitionSave) => {
  const body = { ...form, ...saveFlagsFor(action), siteId: requestedSiteId(), ...(id ? { id } : {}) };
  if (id)
    return {
      definition: firstResult(
        await http.post<Results<PriceDefinition>>('/api/priceDefinition/update', body, { keepMessageFor: KEEP }),
      ),
      setupStatus: undefined,
    };
  const answer = await http.post<CreateAnswer<PriceDefinition>>('/api/priceDefinition/create', body, {
    keepMessageFor: KEEP,
  });
  return { definition: firstResult(answer), setupStatus: answer.setupStatus };
};

export const useSavePriceDefinition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceDefinition,
    onSuccess: async (answer) => {
      await refreshChecklistIfCompleted(queryClient, answer);
      await queryClient.invalidateQueries({ queryKey: pricingKeys.priceDefinitions(requestedSiteId()) });
    },
  });
};
