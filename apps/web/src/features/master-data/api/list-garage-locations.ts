import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { GarageLocation } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/garagelocation/mappingBySiteId: the site's garages, Published or Unpublished. */
export const listGarageLocations = async (siteId: number | undefined, isPublished: boolean) =>
  (
    await http.get<Results<GarageLocation>>('/api/garagelocation/mappingBySiteId', {
      query: { siteId, isPublished },
    })
  ).results;

export const useGarageLocations = (isPublished: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: masterDataKeys.garages(siteId, isPublished),
    queryFn: () => listGarageLocations(siteId, isPublished),
  });
};
