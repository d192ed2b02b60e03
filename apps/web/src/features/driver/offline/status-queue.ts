import type { RideStatus } from '../driver-job.ts';

/**
 * A status change the chauffeur made, kept on the phone until the server has it (decision 0029).
 * Its idempotency key is drawn when the chauffeur taps and never changes, so however often it is
 * sent (a lost answer, a second tab) the server records it once.
 */
export type QueuedChange = {
  key: string;
  bookingId: number;
  /** `accepted` goes to the accept route, every other status to the status route. */
  status: RideStatus;
  /** When the chauffeur tapped (ISO), not when the change finally reached the server. */
  at: string;
  latitude?: number;
  longitude?: number;
  accuracy?: number;
};

/** What one attempt to send a change came to. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'waiting' };

/** Where the queue lives: IndexedDB on the phone (queue-store.ts), memory in tests. */
export type QueueStore = {
  read: () => Promise<QueuedChange[]>;
  /** Reads, changes and writes the list in one step (one IndexedDB transaction). */
  update: (change: (items: QueuedChange[]) => QueuedChange[]) => Promise<void>;
};

export type QueueEvent =
  | { kind: 'queued'; change: QueuedChange }
  | { kind: 'sent'; change: QueuedChange }
  | { kind: 'refused'; change: QueuedChange; message: string }
  | { kind: 'waiting'; change: QueuedChange };

/**
 * No network (0), a session being renewed or not yet valid (401, 403: the chauffeur's own rides
 * answer 404 and 409 when they are refused), a busy or failing server (408, 429, 5xx): the
 * change stays queued and is sent again. Any other refusal is the server's final word on it.
 */
export const isTransientFailure = (status: number) =>
  status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;

type Lock = (work: () => Promise<void>) => Promise<void>;

/** Tabs of the app take turns, so two never send the same change at the same moment. */
const browserLock: Lock = async (work) => {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks?.request) await locks.request('ridedesk-driver-queue', work);
  else await work();
};

/**
 * The queue of status changes: `enqueue` keeps a change before anything is sent, `flush` sends
 * what is queued in the order it was made and removes each change only once the server answered
 * it. A change that cannot be sent now stops the flush (the next one must not overtake it); a
 * flush asked for while one runs joins it, and the running one reads the queue again after each
 * change, so nothing queued meanwhile is left behind.
 */
export const createStatusQueue = ({
  store,
  send,
  lock = browserLock,
}: {
  store: QueueStore;
  send: (change: QueuedChange) => Promise<SendOutcome>;
  lock?: Lock;
}) => {
  const listeners = new Set<(event: QueueEvent) => void>();
  const emit = (event: QueueEvent) => {
    for (const listener of listeners) listener(event);
  };
  let running: Promise<void> | null = null;

  const drain = async () => {
    for (;;) {
      const [first] = await store.read();
      if (!first) return;
      const outcome = await send(first);
      if (outcome.kind === 'waiting') {
        emit({ kind: 'waiting', change: first });
        return;
      }
      await store.update((items) => items.filter((item) => item.key !== first.key));
      emit(outcome.kind === 'sent' ? { kind: 'sent', change: first } : { ...outcome, change: first });
    }
  };

  const flush = (): Promise<void> => {
    running ??= lock(drain).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /** Keeps the change on the phone, then tries to send everything queued. */
    enqueue: async (change: QueuedChange) => {
      await store.update((items) => [...items, change]);
      emit({ kind: 'queued', change });
      await flush();
    },
    flush,
    pending: () => store.read(),
    subscribe: (listener: (event: QueueEvent) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type StatusQueue = ReturnType<typeof createStatusQueue>;
