import type { CustomerArea } from '../portal-routes.ts';

/** The traveller's notifications (spec 01 section 2): /mynotifications and /mynotifications/view, signed in. */
export const notificationsRoutes: CustomerArea = {
  signedIn: [
    {
      path: 'mynotifications',
      lazy: async () => ({
        Component: (await import('../../../features/notifications/components/my-notifications-screen.tsx'))
          .MyNotificationsScreen,
      }),
    },
    {
      path: 'mynotifications/view',
      lazy: async () => ({
        Component: (await import('../../../features/notifications/components/notification-view-screen.tsx'))
          .NotificationViewScreen,
      }),
    },
  ],
};
