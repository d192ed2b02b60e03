import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** GET api/notification/notificationById/{id}: one of the user's notifications, in their language. */
export const getNotification = async ({ id, locale }: { id: number; locale: string }) =>
  firstResult(
    await http.get<Results<NotificationView>>(`/api/notification/notificationById/${id}`, {
      query: { locale },
      keepMessageFor: [404],
    }),
  );

export const useNotification = (id: number | null, locale: string) =>
  useQuery({
    queryKey: notificationKeys.one(id ?? 0, locale),
    queryFn: () => getNotification({ id: id ?? 0, locale }),
    enabled: id !== null && id > 0,
    retry: false,
  });
