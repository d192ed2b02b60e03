import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import type { Customer } from '../customer.ts';
import { customerKeys } from './query-keys.ts';

type Filters = { siteId: number | null; search: string; page: number };

/** GET api/customer/mappingBySiteId: one page of the site's travellers, searched by name, e-mail or phone. */
export const listCustomers = ({ siteId, search, page }: Filters) =>
  getPage<Customer>('/api/customer/mappingBySiteId', { siteId, search, page });

export const customersQuery = (filters: Filters) =>
  pagedQuery(customerKeys.list(filters), () => listCustomers(filters));

export const useCustomers = (filters: Filters) => useQuery(customersQuery(filters));
