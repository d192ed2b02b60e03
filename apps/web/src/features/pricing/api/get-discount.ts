import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Discount } from '../pricing.ts';
import { getSiteRecord, useFreshCopy } from './fresh-copy.ts';
import { pricingKeys } from './query-keys.ts';

/** GET api/discount/{id}: one promo code of the site, read fresh before it is edited (uses so far change). */
export const getDiscount = (id: number, siteId = requestedSiteId()) =>
  getSiteRecord<Discount>('/api/discount', id, siteId);

export const useDiscount = (row: Discount | null) => useFreshCopy(row, pricingKeys.discount, getDiscount);
