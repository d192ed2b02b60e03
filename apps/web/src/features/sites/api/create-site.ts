import type { SiteForm } from '@ridedesk/domain/site/site-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Site } from '../site.ts';
import { siteKeys } from './query-keys.ts';

/** POST api/site (platform administrator). */
export const createSite = async (form: SiteForm) => firstResult(await http.post<Results<Site>>('/api/site', form));

export const useCreateSite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
};
