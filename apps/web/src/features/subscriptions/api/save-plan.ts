import type { SubscriptionPlanForm } from '@ridedesk/domain/subscriptions/subscription-plans';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { KEEP_MESSAGES, type Plan } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

/** POST api/subscriptionPlan (new) or PUT api/subscriptionPlan (with the plan's id). */
export const savePlan = async ({ id, form }: { id: number | null; form: SubscriptionPlanForm }) =>
  firstResult(
    id
      ? await http.put<Results<Plan>>('/api/subscriptionPlan', { id, ...form }, { keepMessageFor: KEEP_MESSAGES })
      : await http.post<Results<Plan>>('/api/subscriptionPlan', form, { keepMessageFor: KEEP_MESSAGES }),
  );

/** POST api/subscriptionPlan/enableDisable. */
export const setPlanEnabled = async ({ id, isEnabled }: { id: number; isEnabled: boolean }) =>
  firstResult(await http.post<Results<Plan>>('/api/subscriptionPlan/enableDisable', { id, isEnabled }));

export const useSavePlan = () => useRefreshingMutation(savePlan, () => [subscriptionKeys.all]);

export const useSetPlanEnabled = () => useRefreshingMutation(setPlanEnabled, () => [subscriptionKeys.all]);
