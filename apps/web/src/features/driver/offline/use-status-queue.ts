import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { subscribeSession, useSession } from '../../../lib/session.ts';
import { driverKeys } from '../api/query-keys.ts';
import { sendChange } from '../api/send-change.ts';
import type { RideStatus } from '../driver-job.ts';
import type { Fix } from '../location/position-batcher.ts';
import { indexedDbQueueStore } from './queue-store.ts';
import { createStatusQueue, type QueuedChange, type QueueEvent, type StatusQueue } from './status-queue.ts';

/** While changes wait, the app tries again this often besides on `online` (a server that was down). */
const RETRY_EVERY_MS = 30_000;

let current: { userId: number; queue: StatusQueue } | undefined;

/** The signed-in chauffeur's queue, one per page. */
const queueFor = (userId: number) => {
  if (current?.userId !== userId)
    current = { userId, queue: createStatusQueue({ store: indexedDbQueueStore(userId), send: sendChange }) };
  return current.queue;
};

/**
 * Sends what is queued when the app starts, when the browser is back online, when the session
 * was renewed (a change that met an expired token) and every 30 s while something waits.
 * Mounted once, by the app's layout.
 */
export const useStatusQueueRunner = () => {
  const userId = useSession()?.user.userId;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const queue = queueFor(userId);
    const flush = () => void queue.flush().catch(() => undefined);
    const stopListening = queue.subscribe((event) => {
      if (event.kind === 'sent' || event.kind === 'refused')
        void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    });
    const stopSession = subscribeSession(flush);
    window.addEventListener('online', flush);
    const timer = setInterval(() => {
      void queue.pending().then((items) => items.length > 0 && flush());
    }, RETRY_EVERY_MS);
    flush();
    return () => {
      stopListening();
      stopSession();
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [userId, queryClient]);
};

/**
 * One ride's side of the queue: its changes still on the phone, the last thing that happened to
 * one of them (sent, refused with the server's message, or waiting for the network), and `change`
 * to make a new one: an idempotency key drawn at the tap, kept before anything is sent.
 */
export const useRideChanges = (bookingId: number) => {
  const userId = useSession()?.user.userId;
  const [pending, setPending] = useState<QueuedChange[]>([]);
  const [last, setLast] = useState<QueueEvent | null>(null);

  useEffect(() => {
    if (!userId) return;
    const queue = queueFor(userId);
    let alive = true;
    const read = () =>
      void queue.pending().then((items) => {
        if (alive) setPending(items.filter((item) => item.bookingId === bookingId));
      });
    const stop = queue.subscribe((event) => {
      if (event.change.bookingId !== bookingId) return;
      setLast(event);
      read();
    });
    read();
    return () => {
      alive = false;
      stop();
    };
  }, [userId, bookingId]);

  const change = useCallback(
    async (status: RideStatus, position: Fix | null) => {
      if (!userId) return;
      await queueFor(userId).enqueue({
        key: crypto.randomUUID(),
        bookingId,
        status,
        at: new Date().toISOString(),
        ...(position
          ? { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy }
          : {}),
      });
    },
    [userId, bookingId],
  );

  return { pending, last, change };
};
