import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** GET api/notification/getAllNotificationsByRoleId/{roleName}: the signed-in user's notifications with their read status. */
export const listReceived = ({ role, page, locale }: { role: string; page: number; locale: string }) =>
  getPage<NotificationView>(`/api/notification/getAllNotificationsByRoleId/${encodeURIComponent(role)}`, {
    page,
    locale,
  });

export const useReceivedNotifications = (filters: { role: string; page: number; locale: string }) =>
  useQuery({
    ...pagedQuery(notificationKeys.received(filters.role, filters.page, filters.locale), () => listReceived(filters)),
    enabled: Boolean(filters.role),
  });
