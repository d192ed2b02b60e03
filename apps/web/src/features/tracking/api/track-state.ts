import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { TrackState } from '../track-state.ts';

export const trackKeys = {
  all: ['track'] as const,
  state: (token: string) => [...trackKeys.all, token] as const,
};

export const trackPath = (token: string) => `/api/track/${encodeURIComponent(token)}`;
/** The live stream of the ride: `state` on every change or position, `ended` when the link stops working. */
export const trackEventsPath = (token: string) => `${trackPath(token)}/events`;

/** GET api/track/{token}: no sign-in; a wrong, foreign or ended link answers 404 (issue 22). */
export const getTrackState = async (token: string) =>
  firstResult(await http.get<Results<TrackState>>(trackPath(token), { keepMessageFor: [404] }));

export const trackStateQuery = (token: string) =>
  queryOptions({
    queryKey: trackKeys.state(token),
    queryFn: () => getTrackState(token),
    // A 404 stays a 404; the stream keeps the state fresh, so nothing is fetched on focus or by timer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useTrackState = (token: string) => useQuery(trackStateQuery(token));
