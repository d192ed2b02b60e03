import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { eventStreamUrl, eventTicket } from './api/event-ticket.ts';
import { dispatchKeys } from './api/query-keys.ts';
import { applyLiveEvent, type LiveEvent } from './board-events.ts';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/** Waits before reopening a stream that dropped; doubles up to a minute. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 60_000];
/** Events for rides the board does not hold are gathered for this long into one fetch. */
const REFETCH_DEBOUNCE_MS = 1_000;

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

/**
 * Keeps the board live: asks for a ticket, opens GET /api/events/bookings with it and applies its
 * `ride`, `position` and `booking` events to the cached boards. The stream ends after 15 minutes
 * and an expired ticket cannot reopen it, so on any error the page asks for a new ticket and
 * opens again, then fetches the day once (events are at-most-once: some may have been missed).
 */
export const useBoardEvents = (date: string): StreamState => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const dateRef = useRef(date);
  dateRef.current = date;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;

    const refetchDay = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: dispatchKeys.board(dateRef.current) }),
        REFETCH_DEBOUNCE_MS,
      );
    };

    const handle = (type: LiveEvent['type']) => (message: MessageEvent<string>) => {
      const data = parse(message.data);
      if (!data || typeof data !== 'object') return;
      const { refetch } = applyLiveEvent(queryClient, { type, data } as LiveEvent);
      if (refetch) refetchDay();
    };

    const open = async () => {
      let ticket: string;
      try {
        ticket = await eventTicket();
      } catch {
        if (!stopped) scheduleRetry();
        return;
      }
      if (stopped) return;
      source = new EventSource(eventStreamUrl(ticket));
      source.addEventListener('ride', handle('ride'));
      source.addEventListener('position', handle('position'));
      source.addEventListener('booking', handle('booking'));
      source.addEventListener('ready', () => {
        // Anything committed between the board's fetch and this moment may be missing: fetch once.
        if (attempt > 0) void queryClient.invalidateQueries({ queryKey: dispatchKeys.boards() });
        attempt = 0;
        setState('live');
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (!stopped) scheduleRetry();
      };
    };

    const scheduleRetry = () => {
      setState('reconnecting');
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
      attempt += 1;
      retryTimer = setTimeout(() => void open(), wait);
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(refetchTimer);
      source?.close();
    };
  }, [queryClient]);

  return state;
};
