import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/priceDefinition/{id}: one price definition of the site, read fresh before it is edited. */
export const getPriceDefinition = async (id: number, siteId = requestedSiteId()) =>
  firstResult(await http.get<Results<PriceDefinition>>(`/api/priceDefinition/${id}`, { query: { siteId } }));

/** The definition being edited; the list's row shows until the fresh copy arrives. */
export const usePriceDefinition = (row: PriceDefinition | null) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: pricingKeys.priceDefinition(siteId, row?.id ?? 0),
    queryFn: () => getPriceDefinition(row?.id ?? 0, siteId),
    enabled: !!row,
    placeholderData: row ?? undefined,
    staleTime: 0,
  });
};
