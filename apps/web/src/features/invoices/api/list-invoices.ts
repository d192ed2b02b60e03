import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import type { Invoice } from '../invoice.ts';
import { invoiceKeys } from './query-keys.ts';

type Filters = { siteId: number | null; status: string; page: number };

/** GET api/invoice: the platform administrator sees every provider's (or one site's), a provider its own. */
export const listInvoices = ({ siteId, status, page }: Filters) =>
  getPage<Invoice>('/api/invoice', { siteId, status, page });

export const invoicesQuery = (filters: Filters) => pagedQuery(invoiceKeys.list(filters), () => listInvoices(filters));

export const useInvoices = (filters: Filters) => useQuery(invoicesQuery(filters));
