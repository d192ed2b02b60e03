import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Site } from '../site.ts';
import { siteKeys } from './query-keys.ts';

/** api/site: one page of sites, filtered by host; a provider gets only its own site. */
export const listSites = async ({ host, page }: { host: string; page: number }) => {
  const answer = await http.get<PagedResults<Site>>('/api/site', { query: { host, page, pageSize: PAGE_SIZE } });
  return { sites: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const sitesQuery = (filters: { host: string; page: number }) =>
  queryOptions({
    queryKey: siteKeys.list(filters),
    queryFn: () => listSites(filters),
    placeholderData: keepPreviousData,
  });

export const useSites = (filters: { host: string; page: number }) => useQuery(sitesQuery(filters));
