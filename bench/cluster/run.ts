/**
 * Cluster benchmark (issue 20 part 5). On loopback: a throwaway PostgreSQL primary with the
 * bench/search data (small), a streaming replica of it (pg_basebackup -R), Redis database 9 of the
 * machine's server, three API replicas (DATABASE_READ_URL = the replica, REDIS_URL, JOBS on, one
 * signing key) and Debian's nginx in front. It runs the mixed load of bench/load through nginx on
 * one replica, then on three, and during the three-replica run kills one API replica with
 * SIGKILL (and starts it again) and stops the replica database for 10 s. Then it checks
 * bookings, mails, schedules, sign-in limits, price changes and event streams across replicas,
 * writes its section of docs/benchmarks.md and exits 1 when a check fails.
 *
 *   npx tsx bench/cluster/run.ts      (as root or a user who can run the PostgreSQL binaries)
 *
 * Knobs: BENCH_CLUSTER_SECONDS (60: the users' level; 90 on three replicas, to hold both faults),
 * BENCH_CLUSTER_USERS (60 users with 1 s think time), BENCH_CLUSTER_CLIENTS (12 clients without pause),
 * BENCH_CLUSTER_BURST_SECONDS (10 for the clients without pause), BENCH_CLUSTER_SITES (40 bench sites),
 * BENCH_CLUSTER_REDIS (redis://127.0.0.1:6379/9), BENCH_KEEP=1 (keep the work dir with every log).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check, checkMail, checks, drainOutbox, log } from '../faults/checks.ts';
import { createCluster } from '../faults/cluster.ts';
import { loadAverage, type Server, sleep } from '../faults/harness.ts';
import { createSmtpRecorder } from '../faults/smtp-recorder.ts';
import { freePort } from './topology.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-cluster-'));
const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
/** Runs every cleanup once, newest first (API replicas before the databases they use). */
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch((e) => log('cleanup:', String(e)));
    if (process.env.BENCH_KEEP === '1' || checks.some((c) => !c.ok)) log(`work dir kept: ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });

const main = async () => {
  const started = Date.now();
  // The load's virtual users call the port of bench/load's settings: point them at nginx before loading them.
  const lbPort = await freePort();
  process.env.BENCH_LOAD_PORT = String(lbPort);
  const { runCluster } = await import('./phases.ts');
  const loadAverages = [loadAverage()];
  log(`work dir ${workDir}; load average ${loadAverage()}`);

  const primaryPort = await freePort();
  const primary = await createCluster({ port: primaryPort, database: 'ridedesk_cluster' });
  cleanups.push(() => primary.remove());
  log(`primary PostgreSQL ${primary.version} on ${primaryPort}`);
  const smtp = createSmtpRecorder(await freePort());
  await smtp.start();
  cleanups.push(() => smtp.stop());
  const servers: Server[] = [];
  cleanups.push(async () => {
    const { stopServer } = await import('../faults/harness.ts');
    await Promise.all(servers.map((s) => stopServer(s)));
  });

  const outcome = await runCluster({
    workDir,
    lbPort,
    primary: { ...primary, port: primaryPort },
    smtp,
    servers,
    cleanups,
    loadAverages,
  });
  loadAverages.push(loadAverage());
  log('waiting for the outbox to send every mail of the run');
  const drainStarted = Date.now();
  await drainOutbox(outcome.db, 420_000);
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  await outcome.checkData();
  await checkMail(outcome.db, 'cluster', smtp, outcome.flows, outcome.pattern);
  await outcome.checkSchedules();
  check('cluster', 'every API replica alive at the end', outcome.alive(), outcome.aliveDetail());
  outcome.report(Math.round((Date.now() - started) / 60_000), loadAverages, drainSeconds);
  await outcome.db.end();
};

main()
  .catch((e) => {
    console.error(e);
    check('cluster', 'the run completed', false, String(e).slice(0, 300));
  })
  .finally(async () => {
    await cleanUp();
    const failed = checks.filter((c) => !c.ok);
    log(failed.length === 0 ? 'all checks passed' : `${failed.length} check(s) FAILED`);
    await sleep(100);
    process.exit(failed.length === 0 ? 0 : 1);
  });
