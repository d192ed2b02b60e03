import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { SiteSetting } from '../site.ts';
import { siteKeys } from './query-keys.ts';

/** api/sitesetting/mappingBySiteId: every setting with the site's value or the default. */
export const getSiteSettings = async (siteId: number) =>
  (await http.get<Results<SiteSetting>>('/api/sitesetting/mappingBySiteId', { query: { siteId } })).results;

export const siteSettingsQuery = (siteId: number) =>
  queryOptions({ queryKey: siteKeys.settings(siteId), queryFn: () => getSiteSettings(siteId) });

export const useSiteSettings = (siteId: number) => useQuery(siteSettingsQuery(siteId));
