import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/** Feedback (back office): the site's feedback and complaints, answered and closed. */
export const feedbackAdminRoutes: AdminArea = {
  menu: [
    lazyScreen(
      'usercompliants',
      async () => (await import('../../../features/feedback/components/feedback-inbox.tsx')).FeedbackInbox,
    ),
  ],
};
