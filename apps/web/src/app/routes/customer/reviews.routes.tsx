import { lazyScreen } from '../lazy-screen.ts';
import type { CustomerArea } from '../portal-routes.ts';

/**
 * Reviews in the customer portal (spec 01 and 03 section 2): /reviews, the two review pages the
 * footer opens in a new tab (open to everyone), and /reviews/add-review, where a signed-in
 * traveller reviews a completed ride (the review link of My Bookings).
 */
export const reviewsRoutes: CustomerArea = {
  open: [
    lazyScreen(
      'reviews',
      async () => (await import('../../../features/reviews/components/reviews-home-screen.tsx')).ReviewsHomeScreen,
    ),
    lazyScreen(
      'reviews/providersreviews',
      async () =>
        (await import('../../../features/reviews/components/providers-reviews-screen.tsx')).ProvidersReviewsScreen,
    ),
    lazyScreen(
      'reviews/travellersreviews',
      async () =>
        (await import('../../../features/reviews/components/travellers-reviews-screen.tsx')).TravellersReviewsScreen,
    ),
  ],
  signedIn: [
    lazyScreen(
      'reviews/add-review',
      async () => (await import('../../../features/reviews/components/add-review-screen.tsx')).AddReviewScreen,
    ),
  ],
};
