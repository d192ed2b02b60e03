import type { CustomerArea } from '../portal-routes.ts';

const feedbackPage = {
  lazy: async () => ({ Component: (await import('./feedback-route.tsx')).FeedbackRoute }),
};

/**
 * Feedback (spec 01 "/usercompliants", opened in a new tab from the footer's Send Feedback): the
 * form for travellers and guests; a signed-in traveller also sees their messages and answers.
 */
export const feedbackRoutes: CustomerArea = {
  open: [
    { path: 'usercompliants', ...feedbackPage },
    { path: 'usercompliants/addusercompliant', ...feedbackPage },
  ],
};
