import { useSyncExternalStore } from 'react';

/** Counts API requests in flight, for the top progress indicator. */
let running = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const requestStarted = () => {
  running += 1;
  notify();
};

export const requestFinished = () => {
  running = Math.max(0, running - 1);
  notify();
};

export const runningRequests = () => running;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRunningRequests = () => useSyncExternalStore(subscribe, runningRequests, () => 0);
