import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { byStateThenCity, type ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** GET api/ServiceLocation/mappingBySiteId: the states and cities the site serves. */
export const listServiceLocations = async (siteId = requestedSiteId()) =>
  (
    await http.get<Results<ServiceLocation>>('/api/ServiceLocation/mappingBySiteId', { query: { siteId } })
  ).results.sort(byStateThenCity);

export const useServiceLocations = () => {
  const siteId = requestedSiteId();
  return useQuery({ queryKey: serviceAreaKeys.list(siteId), queryFn: () => listServiceLocations(siteId) });
};
