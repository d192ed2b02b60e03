import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import type { Site } from '../site.ts';
import { siteKeys } from './query-keys.ts';

type Filters = { host: string; page: number };

/** api/site: one page of sites, filtered by host; a provider gets only its own site. */
export const listSites = ({ host, page }: Filters) => getPage<Site>('/api/site', { host, page });

export const sitesQuery = (filters: Filters) => pagedQuery(siteKeys.list(filters), () => listSites(filters));

export const useSites = (filters: Filters) => useQuery(sitesQuery(filters));
