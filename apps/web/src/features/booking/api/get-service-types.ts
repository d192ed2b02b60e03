import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingKeys } from './query-keys.ts';

type ServiceTypeMapping = { id: number; serviceType: { id: number; name: string } };

export type ServiceTypeChoice = { id: number; name: string };

/** GET api/serviceType/getServiceTypeBySiteIdOrState: the services offered for a pickup state. */
export const getServiceTypes = async (state: string, siteId: number): Promise<ServiceTypeChoice[]> => {
  const answer = await http.get<Results<ServiceTypeMapping>>('/api/serviceType/getServiceTypeBySiteIdOrState', {
    query: { state: state || undefined, siteId: siteId || undefined },
  });
  const seen = new Set<number>();
  return answer.results
    .filter((m) => !seen.has(m.serviceType.id) && seen.add(m.serviceType.id))
    .map((m) => ({ id: m.serviceType.id, name: m.serviceType.name }));
};

export const serviceTypesQuery = (state: string, siteId: number) =>
  queryOptions({
    queryKey: bookingKeys.serviceTypes(state, siteId),
    queryFn: () => getServiceTypes(state, siteId),
    staleTime: 5 * 60_000,
  });

export const useServiceTypes = (state: string, siteId: number, enabled = true) =>
  useQuery({ ...serviceTypesQuery(state, siteId), enabled });
