import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

type Mapping = { vehicleType?: { id: number; name: string } };

/** GET api/vehicleType/mappingBySiteId: the site's vehicle types, for the Vehicletype filter. */
export const listVehicleTypes = async (siteId = requestedSiteId()) =>
  (await http.get<Results<Mapping>>('/api/vehicleType/mappingBySiteId', { query: { siteId } })).results
    .flatMap((m) => (m.vehicleType ? [{ id: m.vehicleType.id, name: m.vehicleType.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));

export const useVehicleTypes = () => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.vehicleTypes(siteId),
    queryFn: () => listVehicleTypes(siteId),
    staleTime: 5 * 60_000,
  });
};
