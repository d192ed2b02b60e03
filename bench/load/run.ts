/**
 * Load benchmark (issue 9 item 5): a mixed workload on loopback against PostgreSQL with the
 * bench/search data. Each virtual user loops: 70 % a fleet search (a provider's host or the
 * product site), 10 % a booking as a guest on a provider host through the wizard's calls
 * (estimate, vehicle types, search, guest, booking paid by cash), 20 % back office as that
 * site's SPAdmin, signed in once per virtual user through the API (booking records list,
 * calendar, fleet list, dashboard counts). Rising concurrency with throughput, p50/p95/p99 and
 * the server's RSS, then a soak at a fixed concurrency with RSS over time.
 *
 *   npx tsx bench/load/run.ts          (after bench/search/generate.ts)
 *
 * Two kinds of load (decision 0014): clients WITHOUT pause (each sends its next request the moment
 * the last one answers: the rising levels until saturation), and USERS who pause between requests
 * as a person does (think time drawn from an exponential distribution, mean BENCH_THINK_MS): the
 * levels the target "p95 under 100 ms at 100 concurrent users" is judged on, and the soak.
 *
 * Knobs: BENCH_CONCURRENCY (clients without pause: 10,25,50,100), BENCH_USERS (users with think
 * time: 50,100,200,300), BENCH_THINK_MS (1000), BENCH_SECONDS (30 per level), BENCH_SOAK_SECONDS
 * (600; 0 skips), BENCH_SOAK_USERS (100, with think time), BENCH_LOAD_PORT (3392), BENCH_DATABASE_URL,
 * BENCH_SERVER_NODE_ARGS (extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
 * BENCH_KEEP_LOG=1 (keep the server's log, with its --trace-gc lines, instead of deleting it).
 * It writes real bookings into the bench database (guests named load-<run>-*@example.com).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAverage, percentile, round1, startServer, stopServer } from '../faults/harness.ts';
import { addBenchStaff, BENCH_STATES, BENCH_URL } from '../search/generate.ts';
import { liveHeapAfterFullGcs } from './gc-trace.ts';
import { runLevel, type Soak } from './levels.ts';
import { report } from './load-report.ts';
import {
  KEEP_LOG,
  LEVELS,
  log,
  PORT,
  SECONDS,
  SOAK_SECONDS,
  SOAK_USERS,
  THINK_MS,
  USER_LEVELS,
} from './load-settings.ts';
import { type Sample, type Site, VirtualUser } from './virtual-user.ts';

const main = async () => {
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const staff = (
    await client.query(
      `select count(*)::int n from users u join sites s on s.id = u.site_id where s.host like 'bench-%' and u.role_id = 2`,
    )
  ).rows[0].n as number;
  if (staff === 0) {
    log(
      'the bench sites have no administrators yet: adding one SPAdmin per site (bench/search/generate.ts addBenchStaff)',
    );
    await addBenchStaff(client);
  }
  const rows = (
    await client.query(
      `select s.id, s.host, sl.state from sites s join service_locations sl on sl.site_id = s.id where s.host like 'bench-%' order by s.id`,
    )
  ).rows as { id: number; host: string; state: string }[];
  const counts = (
    await client.query(
      `select (select count(*) from sites where host like 'bench-%')::int sites, (select count(*) from fleets)::int fleets, (select count(*) from bookings)::int bookings`,
    )
  ).rows[0] as { sites: number; fleets: number; bookings: number };
  const vehicleTypes = (
    await client.query(
      `select id from catalog_masters where kind = 'vehicleType' and owner_site_id is null and is_published`,
    )
  ).rows.map((r) => r.id as number);
  await client.end();
  if (rows.length === 0) throw new Error(`no benchmark data in ${BENCH_URL}: run bench/search/generate.ts first`);
  const sites: Site[] = rows.map((r) => ({
    id: r.id,
    host: r.host,
    state: BENCH_STATES.find((s) => s.state === r.state) ?? BENCH_STATES[0],
  }));

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-load-'));
  const logFile = path.join(workDir, 'server.log');
  log(`server log ${logFile}; load average ${loadAverage()}`);
  // V8 reports each garbage collection in the server's log: the live heap after every full
  // collection is the memory signal of the soak (RSS also moves with what the collector keeps).
  process.env.BENCH_SERVER_NODE_ARGS = `${process.env.BENCH_SERVER_NODE_ARGS ?? ''} --trace-gc`.trim();
  const serverStartedAt = Date.now();
  const server = await startServer({
    port: PORT,
    logFile,
    env: {
      DATABASE_URL: BENCH_URL,
      NODE_ENV: 'production',
      SEED_DEMO: 'never',
      DATA_DIR: path.join(workDir, 'data'),
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  });
  log(`server pid ${server.pid}, RSS ${server.rssMiB()} MiB after start`);
  const maxUsers = Math.max(...LEVELS, ...USER_LEVELS, SOAK_SECONDS > 0 ? SOAK_USERS : 0, 4);
  // Each virtual user works for one provider site (the back office's staff); searches and bookings go anywhere.
  const users = Array.from(
    { length: maxUsers },
    (_, i) => new VirtualUser(sites[(i * 37) % sites.length], sites, vehicleTypes, () => {}),
  );
  const loadAverages: string[] = [];
  try {
    // Sign in once per virtual user, before measuring (argon2 is meant to be slow; not a steady-state cost).
    const signInSamples: Sample[] = [];
    for (const u of users) (u as { record: (s: Sample) => void }).record = (x) => signInSamples.push(x);
    for (let i = 0; i < users.length; i += 4) await Promise.all(users.slice(i, i + 4).map((u) => u.signIn()));
    const signedIn = users.filter((u) => u.token).length;
    const signInMs = signInSamples
      .filter((x) => x.step === 'sign-in')
      .map((x) => x.ms)
      .sort((a, b) => a - b);
    const signIns = { users: users.length, signedIn, p50: round1(percentile(signInMs, 50)) };
    log(`${signedIn} of ${users.length} virtual users signed in (p50 ${signIns.p50} ms per call)`);
    if (signedIn < users.length) throw new Error(`sign-in failed: ${signInSamples.find((x) => !x.ok)?.status}`);
    log('warm-up: 4 users, 10 s');
    const warm = await runLevel(server, users, 4, 10);
    log(`warm-up: ${warm.requests} requests, ${warm.errors} errors ${warm.errorKinds}`);
    const userLevels = [];
    for (const c of USER_LEVELS) {
      const r = await runLevel(server, users, c, SECONDS, 1000, true);
      loadAverages.push(loadAverage());
      const rss = r.rss.map((x) => x.mib);
      const row = { ...r, rssMax: Math.max(...rss), rssEnd: rss.at(-1) ?? 0 };
      log(
        `users=${c} (think ${THINK_MS} ms): ${row.rps} req/s, p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} ms, ${row.errors} errors ${row.errorKinds}, RSS max ${row.rssMax} MiB, load ${loadAverage()}`,
      );
      userLevels.push(row);
    }
    let soak: Soak | undefined;
    if (SOAK_SECONDS > 0) {
      log(`soak: ${SOAK_USERS} users (think ${THINK_MS} ms) for ${SOAK_SECONDS} s`);
      const rssStart = server.rssMiB() ?? 0;
      // RSS about 40 times over the soak (every 5 s on a 10-minute soak, at least once a second).
      const every = Math.max(1000, Math.min(5000, (SOAK_SECONDS * 1000) / 40));
      const run = await runLevel(server, users, SOAK_USERS, SOAK_SECONDS, every, true);
      soak = { ...run, rssStart, heap: liveHeapAfterFullGcs(logFile, run.startedAt - serverStartedAt, run.elapsed) };
      loadAverages.push(loadAverage());
      log(`soak: ${soak.rps} req/s, p95 ${soak.p95} ms, ${soak.errors} errors`);
    }
    // Clients without pause last: overload leaves garbage and queues that would colour the users' levels.
    const levels = [];
    for (const c of LEVELS) {
      const r = await runLevel(server, users, c, SECONDS);
      loadAverages.push(loadAverage());
      const rss = r.rss.map((x) => x.mib);
      const row = { ...r, rssMax: Math.max(...rss), rssEnd: rss.at(-1) ?? 0 };
      log(
        `c=${c}: ${row.rps} req/s, p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} ms, ${row.errors} errors ${row.errorKinds}, RSS max ${row.rssMax} MiB, load ${loadAverage()}`,
      );
      levels.push(row);
    }
    const alive = server.proc.exitCode === null && server.proc.signalCode === null;
    report({ counts, levels, userLevels, soak, loadAverages, alive, signIns });
  } finally {
    await stopServer(server);
    if (KEEP_LOG) log(`server log kept: ${logFile}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
