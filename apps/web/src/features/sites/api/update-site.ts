import type { SiteForm } from '@ridedesk/domain/site/site-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Site } from '../site.ts';
import { siteKeys } from './query-keys.ts';

/** PUT api/site with the site's id and the form. */
export const updateSite = async ({ id, form }: { id: number; form: SiteForm }) =>
  firstResult(await http.put<Results<Site>>('/api/site', { id, ...form }));

export const useUpdateSite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(site.id), site);
      return queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
};
