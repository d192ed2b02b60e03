import { describe, expect, it } from 'vitest';
import { useSharedDatabase } from '../../test/shared-database.ts';
import { type JobDefinition, startJobQueue } from './job-queue.ts';

const quiet = { info: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(100);
  }
};

/** Two replicas of the job queue on one database: separate connections on PostgreSQL, one PGlite in process. */
describe(`the job queue (pg-boss) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const shared = useSharedDatabase({ prepared: false });
  const replica = async (jobs: JobDefinition[]) => {
    const queue = await startJobQueue(jobs, {
      database: shared.open(),
      log: quiet,
      cronMonitorIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    shared.stopAtEnd(() => queue.stop());
    return queue;
  };

  it('When two replicas carry the same cron schedule, then each scheduled time runs the job once, not once per replica', async () => {
    const runs: number[] = [];
    const job = (replicaNo: number): JobDefinition => ({
      name: 'test-cron',
      cron: '* * * * *',
      run: async () => {
        runs.push(replicaNo);
      },
    });
    await Promise.all([replica([job(1)]), replica([job(2)])]);
    // Both replicas check the schedule every second; the minute's run is sent once.
    await waitFor(() => runs.length > 0, 30_000);
    await sleep(4_000);
    expect(runs).toHaveLength(1);
  });

  it('When a job throws, then it is run again after a delay until it succeeds', async () => {
    const attempts: number[] = [];
    const queue = await replica([
      {
        name: 'test-retry',
        retryDelay: 1,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error('the mail server refused');
        },
      },
    ]);
    await queue.send('test-retry');
    await waitFor(() => attempts.length >= 3, 30_000);
    const [first = 0, second = 0, third = 0] = attempts;
    // Backoff: each retry waits at least the delay, and the waits grow.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first - 500);
    await sleep(1_500);
    expect(attempts).toHaveLength(3);
  });

  it('When a repeating job is worked by two replicas, then its runs never overlap and it keeps running', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const job: JobDefinition = {
      name: 'test-every',
      every: 1,
      run: async () => {
        running += 1;
        if (running > 1) overlapped = true;
        await sleep(200);
        running -= 1;
        runs += 1;
      },
    };
    await Promise.all([replica([job]), replica([job])]);
    await waitFor(() => runs >= 3, 30_000);
    expect(overlapped).toBe(false);
  });
});
