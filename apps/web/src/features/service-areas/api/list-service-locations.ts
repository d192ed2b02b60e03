import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { byStateThenCity, type ServiceLocation } from '../service-location.ts';
import { serviceAreaSiteId } from '../site-scope.ts';
import { serviceAreaKeys } from './query-keys.ts';

/** GET api/ServiceLocation/mappingBySiteId: the states and cities the site serves. */
export const listServiceLocations = async (siteId = serviceAreaSiteId()) =>
  (
    await http.get<Results<ServiceLocation>>('/api/ServiceLocation/mappingBySiteId', { query: { siteId } })
  ).results.sort(byStateThenCity);

export const useServiceLocations = () => {
  const siteId = serviceAreaSiteId();
  return useQuery({ queryKey: serviceAreaKeys.list(siteId), queryFn: () => listServiceLocations(siteId) });
};
