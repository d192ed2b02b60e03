import { Navigate } from 'react-router';
import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/**
 * Reviews in the back office (spec 01 "Admin side menu"): Give Reviews /admin/reviews/add-review
 * (rate the travellers of completed rides) and Reply to Reviews /admin/reviews/reply-review;
 * /admin/reviews opens the replies.
 */
export const reviewsRoutes: AdminArea = {
  menu: [
    { path: 'reviews', element: <Navigate to="/admin/reviews/reply-review" replace /> },
    lazyScreen(
      'reviews/add-review',
      async () => (await import('../../../features/reviews/components/give-reviews-screen.tsx')).GiveReviewsScreen,
    ),
    lazyScreen(
      'reviews/reply-review',
      async () => (await import('../../../features/reviews/components/reply-reviews-screen.tsx')).ReplyReviewsScreen,
    ),
  ],
};
