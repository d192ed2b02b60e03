import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { notificationKeys } from './query-keys.ts';

/** POST api/notification/createnotificationstatus: the signed-in user has read (or unread) a notification. */
export const setReadStatus = async (change: { notificationId: number; readStatus: boolean }) =>
  firstResult(
    await http.post<Results<{ notificationId: number; readStatus: boolean }>>(
      '/api/notification/createnotificationstatus',
      change,
      { keepMessageFor: [404] },
    ),
  );

export const useSetReadStatus = () =>
  useRefreshingMutation(setReadStatus, () => [notificationKeys.all], { onSettled: true });
