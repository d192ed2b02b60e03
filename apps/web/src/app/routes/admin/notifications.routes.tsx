import { lazyScreen } from '../lazy-screen.ts';
import { myNotificationsRoutes } from '../my-notifications-routes.ts';
import type { AdminArea } from '../portal-routes.ts';

/**
 * Notifications in the back office: /admin/notifications (administrators post to roles, in each
 * language of the site) and the signed-in staff member's own /admin/mynotifications and its view.
 */
export const notificationsRoutes: AdminArea = {
  menu: [
    lazyScreen(
      'notifications',
      async () =>
        (await import('../../../features/notifications/components/manage-notifications-screen.tsx'))
          .ManageNotificationsScreen,
    ),
    ...myNotificationsRoutes,
  ],
};
