import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { dispatchKeys } from './query-keys.ts';

/**
 * One change of a ride: what happened ('assigned', 'accepted', 'declined', 'en route'...), when
 * (on the phone when it was made), who, the chauffeur concerned, where (when the phone knew), why.
 */
export type RideHistoryEntry = {
  status: string;
  fromStatus: string | null;
  at: string;
  recordedOn: string;
  byUserId: number | null;
  chauffeurId: number | null;
  latitude: number | null;
  longitude: number | null;
  reason: string | null;
};

/** GET /api/dispatch/rides/{id}/history: the ride's status history, oldest first. */
export const getRideHistory = async (bookingId: number, signal?: AbortSignal) =>
  (await http.get<Results<RideHistoryEntry>>(`/api/dispatch/rides/${bookingId}/history`, { signal })).results;

export const useRideHistory = (bookingId: number | null) =>
  useQuery({
    queryKey: dispatchKeys.history(bookingId ?? 0),
    queryFn: ({ signal }) => getRideHistory(bookingId ?? 0, signal),
    enabled: bookingId !== null,
  });
