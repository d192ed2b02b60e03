import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { PriceDefinition } from '../pricing.ts';
import { getSiteRecord, useFreshCopy } from './fresh-copy.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/priceDefinition/{id}: one price definition of the site, read fresh before it is edited. */
export const getPriceDefinition = (id: number, siteId = requestedSiteId()) =>
  getSiteRecord<PriceDefinition>('/api/priceDefinition', id, siteId);

/** The definition being edited; the list's row shows until the fresh copy arrives. */
export const usePriceDefinition = (row: PriceDefinition | null) =>
  useFreshCopy(row, pricingKeys.priceDefinition, getPriceDefinition);
