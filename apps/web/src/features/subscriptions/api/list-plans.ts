import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Plan } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

/** api/subscriptionPlan/get: every enabled plan (the platform administrator also sees disabled ones). */
export const listPlans = async (filters: { name?: string; page?: number } = {}) => {
  const answer = await http.get<PagedResults<Plan>>('/api/subscriptionPlan/get', {
    query: filters.page ? { name: filters.name || undefined, page: filters.page, pageSize: PAGE_SIZE } : {},
  });
  return { plans: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const usePlans = (filters: { all: boolean; name?: string; page?: number } = { all: false }) =>
  useQuery({
    queryKey: subscriptionKeys.plans(filters),
    queryFn: () => listPlans(filters),
    placeholderData: keepPreviousData,
  });
