import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Customer } from '../customer.ts';
import { customerKeys } from './query-keys.ts';

type Filters = { siteId: number | null; search: string; page: number };

/** GET api/customer/mappingBySiteId: one page of the site's travellers, searched by name, e-mail or phone. */
export const listCustomers = async ({ siteId, search, page }: Filters) => {
  const answer = await http.get<PagedResults<Customer>>('/api/customer/mappingBySiteId', {
    query: { siteId, search, page, pageSize: PAGE_SIZE },
  });
  return { customers: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const customersQuery = (filters: Filters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () => listCustomers(filters),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filters: Filters) => useQuery(customersQuery(filters));
