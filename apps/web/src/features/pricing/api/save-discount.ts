import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import type { DiscountForm } from '@ridedesk/domain/pricing/discount-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CreateAnswer, Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';
import { refreshChecklistIfCompleted } from './setup-completed.ts';

export type DiscountSave = { id?: number; form: DiscountForm; action: SaveAction };

/** 409 (code taken) and 422 (no provider site chosen) carry messages worth showing as they are. */
const KEEP = [409, 422] as const;

/** POST api/discount/create (no id) or api/discount/update (with id), with the draft or publish flags. */
export const saveDiscount = async ({ id, form, action }: DiscountSave) => {
  const body = { ...form, ...saveFlagsFor(action), siteId: requestedSiteId(), ...(id ? { id } : {}) };
  if (id)
    return {
      discount: firstResult(await http.post<Results<Discount>>('/api/discount/update', body, { keepMessageFor: KEEP })),
      setupStatus: undefined,
    };
  const answer = await http.post<CreateAnswer<Discount>>('/api/discount/create', body, { keepMessageFor: KEEP });
  return { discount: firstResult(answer), setupStatus: answer.setupStatus };
};

export const useSaveDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: async (answer) => {
      await refreshChecklistIfCompleted(queryClient, answer);
      await queryClient.invalidateQueries({ queryKey: pricingKeys.discounts(requestedSiteId()) });
    },
  });
};
