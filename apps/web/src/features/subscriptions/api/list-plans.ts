import { useQuery } from '@tanstack/react-query';
import { asPage, getPage, type Page, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Plan } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

/** api/subscriptionPlan/get: every enabled plan (the platform administrator also sees disabled ones). */
export const listPlans = async (filters: { name?: string; page?: number } = {}): Promise<Page<Plan>> => {
  if (filters.page) return getPage<Plan>('/api/subscriptionPlan/get', { name: filters.name, page: filters.page });
  return asPage(await http.get<PagedResults<Plan>>('/api/subscriptionPlan/get'));
};

export const usePlans = (filters: { all: boolean; name?: string; page?: number } = { all: false }) =>
  useQuery(pagedQuery(subscriptionKeys.plans(filters), () => listPlans(filters)));
