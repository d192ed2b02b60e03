import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingSiteId } from '../site-scope.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/priceDefinition/mappingBySiteId?isPublished: the site's price definitions of one group. */
export const listPriceDefinitions = async (isPublished: boolean, siteId = pricingSiteId()) =>
  (
    await http.get<Results<PriceDefinition>>('/api/priceDefinition/mappingBySiteId', {
      query: { isPublished, siteId },
    })
  ).results;

export const priceDefinitionsQuery = (isPublished: boolean, siteId = pricingSiteId()) =>
  queryOptions({
    queryKey: pricingKeys.priceDefinitionList(siteId, isPublished),
    queryFn: () => listPriceDefinitions(isPublished, siteId),
  });

export const usePriceDefinitions = (isPublished: boolean) => useQuery(priceDefinitionsQuery(isPublished));
