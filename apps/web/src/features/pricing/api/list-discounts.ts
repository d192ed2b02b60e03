import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/discount/mappingBySiteId?isPublished: the site's promo codes of one group. */
export const listDiscounts = async (isPublished: boolean, siteId = requestedSiteId()) =>
  (await http.get<Results<Discount>>('/api/discount/mappingBySiteId', { query: { isPublished, siteId } })).results;

export const discountsQuery = (isPublished: boolean, siteId = requestedSiteId()) =>
  queryOptions({
    queryKey: pricingKeys.discountList(siteId, isPublished),
    queryFn: () => listDiscounts(isPublished, siteId),
  });

export const useDiscounts = (isPublished: boolean) => useQuery(discountsQuery(isPublished));
