import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** GET api/notification/getAllNotificationsByRoleId/{roleName}: the signed-in user's notifications with their read status. */
export const listReceived = async ({ role, page, locale }: { role: string; page: number; locale: string }) => {
  const answer = await http.get<PagedResults<NotificationView>>(
    `/api/notification/getAllNotificationsByRoleId/${encodeURIComponent(role)}`,
    { query: { page, pageSize: PAGE_SIZE, locale } },
  );
  return { notifications: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useReceivedNotifications = (filters: { role: string; page: number; locale: string }) =>
  useQuery({
    queryKey: notificationKeys.received(filters.role, filters.page, filters.locale),
    queryFn: () => listReceived(filters),
    placeholderData: keepPreviousData,
    enabled: Boolean(filters.role),
  });
