import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { GarageLocation } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/garagelocation/getGarageLocationForFleetsBySiteId: the enabled, published garages a fleet can start from. */
export const listFleetGarageChoices = async (siteId: number | undefined) =>
  (
    await http.get<Results<GarageLocation>>('/api/garagelocation/getGarageLocationForFleetsBySiteId', {
      query: { siteId },
    })
  ).results;

export const useFleetGarageChoices = () => {
  const siteId = requestedSiteId();
  return useQuery({ queryKey: masterDataKeys.garageChoices(siteId), queryFn: () => listFleetGarageChoices(siteId) });
};
