import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { FleetChoice } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/fleet/mappingBySiteId: the site's fleets, for the fleets a price applies to. */
export const listFleets = async (siteId = requestedSiteId()): Promise<FleetChoice[]> =>
  (await http.get<Results<FleetChoice>>('/api/fleet/mappingBySiteId', { query: { siteId } })).results
    .map(({ id, nickName, vin, vehicleTypeId, isEnabled, isPublished }) => ({
      id,
      nickName,
      vin,
      vehicleTypeId,
      isEnabled,
      isPublished,
    }))
    .sort((a, b) => a.nickName.localeCompare(b.nickName));

export const useFleets = (enabled = true) => {
  const siteId = requestedSiteId();
  return useQuery({ queryKey: pricingKeys.fleets(siteId), queryFn: () => listFleets(siteId), enabled });
};
