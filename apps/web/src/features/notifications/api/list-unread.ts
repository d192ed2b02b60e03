import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../../components/query-kit/paged-list.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** How often the header asks again for the unread count. */
export const UNREAD_REFRESH_MS = 60_000;

/** GET api/notification/getAllUnreadNotificationsByUserId/{roleName}: the newest unread ones and how many there are. */
export const listUnread = ({ role, locale }: { role: string; locale: string }) =>
  getPage<NotificationView>(`/api/notification/getAllUnreadNotificationsByUserId/${encodeURIComponent(role)}`, {
    page: 1,
    pageSize: 5,
    locale,
  });

export const useUnreadNotifications = (role: string | null | undefined, locale: string) =>
  useQuery({
    queryKey: notificationKeys.unread(role ?? '', locale),
    queryFn: () => listUnread({ role: role ?? '', locale }),
    enabled: Boolean(role),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
