import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** POST api/ServiceLocation/delete: removes the location; answers the removed row. */
export const deleteServiceLocation = async (id: number) =>
  firstResult(
    await http.post<Results<ServiceLocation>>('/api/ServiceLocation/delete', { id, siteId: requestedSiteId() }),
  );

export const useDeleteServiceLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAreaKeys.list(requestedSiteId()) }),
  });
};
