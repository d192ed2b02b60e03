import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trackEventsPath, trackKeys } from './api/track-state.ts';
import type { TrackState } from './track-state.ts';

export type TrackStream = 'connecting' | 'live' | 'reconnecting';

/** Waits before reopening a stream that dropped; grows up to a minute. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 60_000];

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

/**
 * Keeps the tracking page live: opens GET /api/track/{token}/events (the token is the key, no
 * ticket) and puts each `state` event in the cached state, so the page changes without a reload
 * and without polling. `ended` means the link stopped working. On an error the stream is closed
 * and reopened after a growing wait, as the dispatch board's does; the state is fetched once
 * too, which answers 404 if the link ended meanwhile (the stream itself answers 404 then, which
 * EventSource cannot read). The server sends the whole state first on every opening.
 */
export const useTrackEvents = (token: string, enabled: boolean) => {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<TrackStream>('connecting');
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      if (stopped) return;
      source = new EventSource(trackEventsPath(token));
      source.addEventListener('state', (message: MessageEvent<string>) => {
        const state = parse(message.data);
        if (!state || typeof state !== 'object') return;
        queryClient.setQueryData<TrackState>(trackKeys.state(token), state as TrackState);
        attempt = 0;
        setStream('live');
      });
      source.addEventListener('ended', () => {
        stopped = true;
        source?.close();
        setEnded(true);
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        setStream('reconnecting');
        void queryClient.invalidateQueries({ queryKey: trackKeys.state(token) });
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
        attempt += 1;
        retryTimer = setTimeout(open, wait);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, token, enabled]);

  return { stream, ended };
};
