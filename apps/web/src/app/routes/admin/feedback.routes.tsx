import type { AdminArea } from '../portal-routes.ts';

/** Feedback (back office): the site's feedback and complaints, answered and closed. */
export const feedbackAdminRoutes: AdminArea = {
  menu: [
    {
      path: 'usercompliants',
      lazy: async () => ({
        Component: (await import('../../../features/feedback/components/feedback-inbox.tsx')).FeedbackInbox,
      }),
    },
  ],
};
