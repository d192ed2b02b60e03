import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { dispatchKeys } from './query-keys.ts';

/** One chauffeur for a ride: whether they fit, and why not. */
export type DispatchOption = {
  /** The chauffeur's user id. */
  id: number;
  name: string;
  fits: boolean;
  reason: string | null;
};

/** GET /api/dispatch/options?bookingId=: every chauffeur, those who fit first. */
export const listDispatchOptions = async (bookingId: number, signal?: AbortSignal) =>
  (await http.get<Results<DispatchOption>>('/api/dispatch/options', { query: { bookingId }, signal })).results;

export const useDispatchOptions = (bookingId: number | null) =>
  useQuery({
    queryKey: dispatchKeys.options(bookingId ?? 0),
    queryFn: ({ signal }) => listDispatchOptions(bookingId ?? 0, signal),
    enabled: bookingId !== null,
    staleTime: 0,
  });
