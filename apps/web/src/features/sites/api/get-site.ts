import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Site } from '../site.ts';
import { siteKeys } from './query-keys.ts';

/** api/site/{id}: one site with its provider details. */
export const getSite = async (id: number) => firstResult(await http.get<Results<Site>>(`/api/site/${id}`));

export const siteQuery = (id: number) => queryOptions({ queryKey: siteKeys.detail(id), queryFn: () => getSite(id) });

export const useSite = (id: number) => useQuery({ ...siteQuery(id), enabled: Number.isInteger(id) && id > 0 });
