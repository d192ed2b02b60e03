import type { JobDefinition } from './job-queue.ts';

/**
 * Every piece of scheduled work the API does, run by the job queue (decision 0025) instead of
 * a timer in each process: once per schedule across replicas, retried with backoff.
 */
export const backgroundJobs = (deps: {
  /** Sends every due outbox message (mail service). */
  drainOutbox: () => Promise<unknown>;
  /** Sends every due text message (sms service). */
  drainSmsOutbox: () => Promise<unknown>;
  /** Issues last month's invoices that are not issued yet (invoices service; idempotent). */
  runMonthEnd: () => Promise<unknown>;
  /** Every provider whose trial lapsed goes back to 'Subscription Pending' (subscriptions service). */
  sweepLapsedTrials: () => Promise<unknown>;
  /** Removes chauffeurs' positions older than 90 days (rides module). */
  prunePositions: () => Promise<unknown>;
  /** Follows airport pickups' flights and moves their pickups (flights module, decision 0031). */
  watchFlights: () => Promise<unknown>;
  /** Seconds between two runs of the flight watch: 60, less for a demo (FLIGHT_POLL_FACTOR). */
  flightWatchEverySeconds?: number;
}): JobDefinition[] => [
  // One drain chain in the cluster, every 2 s; the per-minute schedule restarts the chain if it broke.
  // A run sends at most 100 messages (about 20 s under load); a run that died with its replica
  // holds the chain until it expires, so it expires after a minute (bench/cluster: 5 minutes of no mail).
  { name: 'mail-outbox', run: deps.drainOutbox, every: 2, cron: '* * * * *', retryDelay: 5, expireInSeconds: 60 },
  // Texts the same way (decision 0030): a run that dies mid-send leaves a claim the next run reconciles.
  { name: 'sms-outbox', run: deps.drainSmsOutbox, every: 2, cron: '* * * * *', retryDelay: 5, expireInSeconds: 60 },
  // Hourly (the month is closed in the first hour of the 1st, and any hour later if one was missed), and at start.
  { name: 'invoices-month-end', run: deps.runMonthEnd, cron: '5 * * * *', atStart: 3600, expireInSeconds: 30 * 60 },
  { name: 'trial-lapse-sweep', run: deps.sweepLapsedTrials, cron: '*/10 * * * *', atStart: 600 },
  // Daily at 03:17 UTC: positions are kept 90 days (issue 21).
  { name: 'prune-positions', run: deps.prunePositions, cron: '17 3 * * *', expireInSeconds: 30 * 60 },
  // Every minute, one chain in the cluster; each run asks only about the flights that are due.
  {
    name: 'flight-watch',
    run: deps.watchFlights,
    every: deps.flightWatchEverySeconds ?? 60,
    cron: '* * * * *',
    retryDelay: 30,
    expireInSeconds: 5 * 60,
  },
];
