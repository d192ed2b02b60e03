import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export const useSetReadStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
