import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingKeys } from './query-keys.ts';

type VehicleTypeMapping = {
  id: number;
  imageFileName: string | null;
  vehicleType: { id: number; name: string; description?: string | null; imageFileName: string | null };
};

/** A vehicle type travellers can choose: the master id (what fleets and prices use), name, picture. */
export type VehicleTypeChoice = { id: number; name: string; description: string; imageFileName: string | null };

/**
 * GET api/vehicleType/getVehicleTypeBySiteIdOrState: the vehicle types offered for a pickup
 * state (on the default site), or by the host's provider; siteId narrows to one provider.
 */
export const getVehicleTypes = async (state: string, siteId: number): Promise<VehicleTypeChoice[]> => {
  const answer = await http.get<Results<VehicleTypeMapping>>('/api/vehicleType/getVehicleTypeBySiteIdOrState', {
    query: { state: state || undefined, siteId: siteId || undefined },
  });
  const seen = new Set<number>();
  return answer.results
    .filter((m) => !seen.has(m.vehicleType.id) && seen.add(m.vehicleType.id))
    .map((m) => ({
      id: m.vehicleType.id,
      name: m.vehicleType.name,
      description: m.vehicleType.description ?? '',
      imageFileName: m.imageFileName ?? m.vehicleType.imageFileName,
    }));
};

export const vehicleTypesQuery = (state: string, siteId: number) =>
  queryOptions({
    queryKey: bookingKeys.vehicleTypes(state, siteId),
    queryFn: () => getVehicleTypes(state, siteId),
    staleTime: 5 * 60_000,
  });

export const useVehicleTypes = (state: string, siteId: number, enabled = true) =>
  useQuery({ ...vehicleTypesQuery(state, siteId), enabled });
