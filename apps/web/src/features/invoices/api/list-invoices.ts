import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Invoice } from '../invoice.ts';
import { invoiceKeys } from './query-keys.ts';

type Filters = { siteId: number | null; status: string; page: number };

/** GET api/invoice: the platform administrator sees every provider's (or one site's), a provider its own. */
export const listInvoices = async ({ siteId, status, page }: Filters) => {
  const answer = await http.get<PagedResults<Invoice>>('/api/invoice', {
    query: { siteId, status, page, pageSize: PAGE_SIZE },
  });
  return { invoices: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const invoicesQuery = (filters: Filters) =>
  queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: () => listInvoices(filters),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (filters: Filters) => useQuery(invoicesQuery(filters));
