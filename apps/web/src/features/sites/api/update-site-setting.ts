import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { SiteSetting } from '../site.ts';
import { siteKeys } from './query-keys.ts';

export type SiteSettingChange = { siteId: number; SettingId: number; value: string };

/** POST api/sitesetting/update: one setting's value for one site; answers all the site's settings. */
export const updateSiteSetting = async (change: SiteSettingChange) =>
  (await http.post<Results<SiteSetting>>('/api/sitesetting/update', change)).results;

export const useUpdateSiteSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSetting,
    onSuccess: (settings, change) => queryClient.setQueryData(siteKeys.settings(change.siteId), settings),
  });
};
