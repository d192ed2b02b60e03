import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { dispatchKeys } from './query-keys.ts';

/** The operator's landing time of a flight no service follows: it has landed, or when it is expected to. */
export type LandingTime = { bookingId: number } & ({ arrivedAt: string } | { estimatedArrival: string });

const KEEP_MESSAGES = [404, 409, 422] as const;

/** PUT /api/flights/{bookingId}/arrival (the flights module): the pickup follows the landing plus the grace. */
export const setLandingTime = async ({ bookingId, ...arrival }: LandingTime) =>
  http.put<unknown>(`/api/flights/${bookingId}/arrival`, arrival, { keepMessageFor: KEEP_MESSAGES });

/** Sets the landing time, then fetches the boards again (the pickup and the knock-on may move). */
export const useSetLandingTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLandingTime,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dispatchKeys.boards() }),
  });
};
