import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * A piece of background work. `cron` runs it once per schedule across every replica (pg-boss
 * debounces each schedule in the database); `every` re-queues it that many seconds after each
 * run, so there is one chain in the whole cluster (the queue keeps at most one waiting job); and
 * `atStart` queues a run when an instance starts, at most once per `atStart` seconds across the
 * cluster. A run that throws is retried with backoff; a run that dies with its process expires
 * after `expireInSeconds` and is retried by another instance.
 */
export type JobDefinition = {
  name: string;
  run: () => Promise<unknown>;
  cron?: string;
  every?: number;
  atStart?: number;
  retryLimit?: number;
  retryDelay?: number;
  expireInSeconds?: number;
};

export type JobQueueOptions = {
  database: Database;
  log: Log;
  /** How often each instance checks the cron schedules (seconds; pg-boss's 30 by default, tests go faster). */
  cronMonitorIntervalSeconds?: number;
  /** How often a worker polls its queue (seconds). */
  pollingIntervalSeconds?: number;
};

export type JobQueue = {
  /** Queues a run of a defined job now (or after `startAfter` seconds). */
  send: (name: string, data?: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  boss: PgBoss;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates a job's queue, or brings an existing one's options up to date. Replicas starting
 * together race to create the same queue (its partition); the loser sees a deadlock or a
 * duplicate, waits a moment and finds the queue made.
 */
const ensureQueue = async (boss: PgBoss, queue: PgBoss.Queue & { name: string }) => {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const race = code === '40P01' || code === '23505' || code === '42P07' || /already exists/i.test(String(error));
      if (!race || attempt >= 5) throw error;
      await sleep(100 + Math.random() * 400 * attempt);
    }
  }
};

/**
 * The job queue on the application's own database (pg-boss, decision 0025): the same code on
 * PostgreSQL (through the primary's pool) and on the embedded PGlite (in process, its one connection).
 */
export const startJobQueue = async (jobs: JobDefinition[], options: JobQueueOptions): Promise<JobQueue> => {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: 'pgboss',
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    // Completed jobs are archived after an hour and deleted a day later: the mail drain queues a
    // run every few seconds, and its history must not grow without end.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
    // Expired jobs (their process died) are found by maintenance: every 30 s, not pg-boss's 120.
    maintenanceIntervalSeconds: 30,
  });
  let stopping = false;
  boss.on('error', (error) => {
    if (!stopping) log.error({ err: error }, 'job queue: pg-boss reported an error');
  });
  await boss.start();

  for (const job of jobs) {
    await ensureQueue(boss, {
      name: job.name,
      // At most one waiting, one retrying and one running job of each name in the whole cluster.
      policy: 'stately',
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelay ?? 10,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async () => {
        const started = Date.now();
        try {
          await job.run();
        } catch (error) {
          log.error({ err: error, job: job.name }, `job ${job.name} failed; it will be retried with backoff`);
          throw error;
        }
        if (job.every && !stopping) await boss.send(job.name, {}, { startAfter: job.every });
        if (Date.now() - started > 5_000) log.info({ job: job.name, ms: Date.now() - started }, 'job ran');
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name);
    if (job.atStart || job.every)
      await boss.send(job.name, {}, job.atStart ? { singletonKey: 'start', singletonSeconds: job.atStart } : {});
  }
  log.info(
    { jobs: jobs.map((j) => j.name) },
    `job queue started on ${database.kind}: ${jobs.map((j) => j.name).join(', ')}`,
  );

  return {
    boss,
    send: (name, data = {}, sendOptions = {}) => boss.send(name, data, sendOptions),
    stop: async () => {
      stopping = true;
      // Running jobs finish (up to 10 s); a job cut off after that expires and is retried elsewhere.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
};
