import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/discount/{id}: one promo code of the site, read fresh before it is edited (uses so far change). */
export const getDiscount = async (id: number, siteId = requestedSiteId()) =>
  firstResult(await http.get<Results<Discount>>(`/api/discount/${id}`, { query: { siteId } }));

export const useDiscount = (row: Discount | null) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: pricingKeys.discount(siteId, row?.id ?? 0),
    queryFn: () => getDiscount(row?.id ?? 0, siteId),
    enabled: !!row,
    placeholderData: row ?? undefined,
    staleTime: 0,
  });
};
