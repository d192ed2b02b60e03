import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { lazy, Suspense } from 'react';
import { readClientSite } from '../../../lib/session.ts';

// Only the product site shows it: its code (stars, review counts) downloads there alone.
const FooterRatingOfProductSite = lazy(async () => ({
  default: (await import('./footer-rating-of-product-site.tsx')).FooterRatingOfProductSite,
}));

/**
 * The footer's traveller star rating with its review count (spec 01 "Footer"): on the product
 * site (4) only, and only when reviews exist; it opens the providers' reviews in a new tab.
 */
export const FooterRating = () => {
  const productSite = readClientSite()?.site_id === DEFAULT_SITE_ID;
  if (!productSite) return null;
  return (
    <Suspense fallback={null}>
      <FooterRatingOfProductSite />
    </Suspense>
  );
};
