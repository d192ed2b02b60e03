import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** Mantine's notification container (with its transitions and scroll-lock helpers: some 7 KB gzipped). */
const Notifications = lazy(async () => ({ default: (await import('./notifications-container.ts')).Notifications }));

/**
 * Where `notifications.show` messages appear (top right). The container's code loads with the first
 * message, not with the page: most pages of a traveller's visit show none. Once loaded it stays, so
 * that later messages and the closing transitions run as Mantine's do.
 */
export const NotificationsOutlet = () => {
  const state = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && state.notifications.length + state.queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={2000} />
    </Suspense>
  );
};
