import { createStore, get, update } from 'idb-keyval';
import type { QueuedChange, QueueStore } from './status-queue.ts';

let database: ReturnType<typeof createStore> | undefined;
const idb = () => {
  database ??= createStore('ridedesk-driver', 'queue');
  return database;
};

/**
 * The queue in the phone's IndexedDB, one list per chauffeur (a shared phone never sends one
 * chauffeur's changes with another's sign-in). `update` is one read-write transaction.
 */
export const indexedDbQueueStore = (userId: number): QueueStore => {
  const key = `changes:${userId}`;
  return {
    read: async () => (await get<QueuedChange[]>(key, idb())) ?? [],
    update: (change) => update<QueuedChange[]>(key, (items) => change(items ?? []), idb()),
  };
};
