import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { http, type Results } from '../../../lib/http.ts';
import { accountKeys } from './query-keys.ts';

export type SubscriptionPlan = { id: number; name: string; cost: number; noOfUsers: number; noOfBookings: number };

/**
 * api/subscriptionPlan/get: every plan. Until the platform offers plans here (the call answers
 * 404), the answer is null and the provider chooses a plan after signing in.
 */
export const getSubscriptionPlans = async (): Promise<SubscriptionPlan[] | null> => {
  try {
    return (await http.get<Results<SubscriptionPlan>>('/api/subscriptionPlan/get', { signOutOnAuthFailure: false }))
      .results;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const subscriptionPlansQuery = () =>
  queryOptions({ queryKey: accountKeys.plans(), queryFn: getSubscriptionPlans, staleTime: 5 * 60_000 });

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQuery());
