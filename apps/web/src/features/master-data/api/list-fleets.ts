import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Fleet } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/fleet/mappingBySiteId: the site's fleets, Published or Unpublished. */
export const listFleets = async (siteId: number | undefined, isPublished: boolean) =>
  (await http.get<Results<Fleet>>('/api/fleet/mappingBySiteId', { query: { siteId, isPublished } })).results;

export const useFleets = (isPublished: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: masterDataKeys.fleets(siteId, isPublished),
    queryFn: () => listFleets(siteId, isPublished),
  });
};
