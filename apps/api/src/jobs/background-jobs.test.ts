import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const queueTables = async (t: TestApp) =>
  (await t.database.executeSql("select to_regclass('pgboss.job')::text as job")).rows[0]?.job ?? null;

describe('the background jobs of the app', () => {
  let withJobs: TestApp;
  let httpOnly: TestApp;
  beforeAll(async () => {
    [withJobs, httpOnly] = await Promise.all([
      createTestApp({ env: { JOBS: 'on' } }),
      createTestApp({ env: { JOBS: 'off' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withJobs?.close(), httpOnly?.close()]);
  });

  it('When jobs are on, then a verification mail leaves the outbox through the queued mail job without anyone draining it', async () => {
    const to = `jobs-${Date.now()}@example.com`;
    const res = await withJobs.app.inject({ url: `/api/auth/sendemail?email=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    const until = Date.now() + 30_000;
    let status = (await mailsTo(withJobs, to))[0]?.status;
    while (status !== 'sent' && Date.now() < until) {
      await sleep(250);
      status = (await mailsTo(withJobs, to))[0]?.status;
    }
    expect(status).toBe('sent');
    const names = await withJobs.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(names.rows).toEqual([
      { name: 'flight-watch', cron: '* * * * *' },
      { name: 'invoices-month-end', cron: '5 * * * *' },
      { name: 'mail-outbox', cron: '* * * * *' },
      { name: 'prune-positions', cron: '17 3 * * *' },
      { name: 'sms-outbox', cron: '* * * * *' },
      { name: 'trial-lapse-sweep', cron: '*/10 * * * *' },
    ]);
  });

  it('When JOBS=off, then the instance serves HTTP but queues and sends nothing (the queue is not even installed)', async () => {
    const to = `http-only-${Date.now()}@example.com`;
    const res = await httpOnly.app.inject({ url: `/api/auth/sendemail?email=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    await sleep(3_000);
    expect((await mailsTo(httpOnly, to))[0]?.status).toBe('pending');
    expect(await queueTables(httpOnly)).toBeNull();
  });
});
