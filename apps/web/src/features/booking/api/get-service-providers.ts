import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingKeys } from './query-keys.ts';

export type ServiceProviderChoice = {
  siteId: number;
  name: string;
  siteName?: string | null;
  phone: string | null;
  email: string | null;
};

/** GET api/site/getallserviceproviderbystate: the providers serving a state (customers' filter on site 4). */
export const getServiceProviders = async (state: string) =>
  (await http.get<Results<ServiceProviderChoice>>('/api/site/getallserviceproviderbystate', { query: { state } }))
    .results;

export const useServiceProviders = (state: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: bookingKeys.providers(state),
      queryFn: () => getServiceProviders(state),
      staleTime: 5 * 60_000,
      enabled: enabled && /^[A-Z]{2}$/.test(state),
    }),
  );
