import { lazyScreen } from './lazy-screen.ts';

/** The signed-in user's own notifications and one notification's view, in either portal. */
export const myNotificationsRoutes = [
  lazyScreen(
    'mynotifications',
    async () =>
      (await import('../../features/notifications/components/my-notifications-screen.tsx')).MyNotificationsScreen,
  ),
  lazyScreen(
    'mynotifications/view',
    async () =>
      (await import('../../features/notifications/components/notification-view-screen.tsx')).NotificationViewScreen,
  ),
];
