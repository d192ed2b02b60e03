import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/priceDefinition/mappingBySiteId?isPublished: the site's price definitions of one group. */
export const listPriceDefinitions = async (isPublished: boolean, siteId = requestedSiteId()) =>
  (
    await http.get<Results<PriceDefinition>>('/api/priceDefinition/mappingBySiteId', {
      query: { isPublished, siteId },
    })
  ).results;

export const priceDefinitionsQuery = (isPublished: boolean, siteId = requestedSiteId()) =>
  queryOptions({
    queryKey: pricingKeys.priceDefinitionList(siteId, isPublished),
    queryFn: () => listPriceDefinitions(isPublished, siteId),
  });

export const usePriceDefinitions = (isPublished: boolean) => useQuery(priceDefinitionsQuery(isPublished));
