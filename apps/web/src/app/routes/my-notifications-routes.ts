/** The signed-in user's own notifications and one notification's view, in either portal. */
export const myNotificationsRoutes = [
  {
    path: 'mynotifications',
    lazy: async () => ({
      Component: (await import('../../features/notifications/components/my-notifications-screen.tsx'))
        .MyNotificationsScreen,
    }),
  },
  {
    path: 'mynotifications/view',
    lazy: async () => ({
      Component: (await import('../../features/notifications/components/notification-view-screen.tsx'))
        .NotificationViewScreen,
    }),
  },
];
