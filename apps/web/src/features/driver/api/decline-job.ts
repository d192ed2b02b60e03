import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { driverKeys } from './query-keys.ts';

/** POST /api/driver/jobs/{bookingId}/decline: the ride goes back to the dispatch board. */
export const declineJob = ({ bookingId, reason }: { bookingId: number; reason: string }) =>
  http.post(`/api/driver/jobs/${bookingId}/decline`, { reason }, { keepMessageFor: [404, 409, 422] });

export const useDeclineJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
};
