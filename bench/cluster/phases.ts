/**
 * The cluster benchmark's phases (bench/cluster/run.ts loads this after pointing bench/load's
 * virtual users at nginx): data, replica, API replicas, the load on one and on three replicas
 * with a SIGKILL and a replica-database outage, and the probes across replicas.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { envNumber } from '../env.ts';
import { check, log } from '../faults/checks.ts';
import { type GuestFlow, loadAverage, ROOT, type Server, sleep, startServer } from '../faults/harness.ts';
import type { createSmtpRecorder } from '../faults/smtp-recorder.ts';
import { runLevel } from '../load/levels.ts';
import { RUN } from '../load/load-settings.ts';
import { type Site, VirtualUser } from '../load/virtual-user.ts';
import { addBenchStaff, BENCH_STATES } from '../search/generate.ts';
import { rideIn, searchPathIn } from '../search/rides.ts';
import { checkBookings, checkCron, type Told } from './data-checks.ts';
import { eventsAcrossReplicas, priceChangeSeen, signInRefusedAt } from './probes.ts';
import { type FaultWindows, writeReport } from './report.ts';
import {
  cpuSeconds,
  createStandby,
  flushRedis,
  freePort,
  sharedSigningKey,
  startBalancer,
  waitForReplay,
} from './topology.ts';

const SECONDS = envNumber('BENCH_CLUSTER_SECONDS', 60);
const CLIENTS = envNumber('BENCH_CLUSTER_CLIENTS', 12);
/** Clients without pause saturate the cluster; short, because every booking they make is two mails the outbox sends at about 8 a second. */
const BURST_SECONDS = envNumber('BENCH_CLUSTER_BURST_SECONDS', 10);
/** People with bench/load's think time (exponential, mean 1 s): the levels the faults happen in. */
const USERS = envNumber('BENCH_CLUSTER_USERS', 60);
const SITES = envNumber('BENCH_CLUSTER_SITES', 40);
const REDIS_URL = process.env.BENCH_CLUSTER_REDIS ?? 'redis://127.0.0.1:6379/9';
const REPLICA_DB_DOWN_S = 10;

/** Fills the primary with bench/search's generator (small: SITES sites, 10 fleets each). */
const generate = (url: string, logFile: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search/generate.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BENCH_DATABASE_URL: url,
        BENCH_SITES: String(SITES),
        BENCH_FLEETS_PER_SITE: '10',
        BENCH_BOOKINGS: '20000',
      },
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.once('exit', (code) => {
      import('node:fs').then((fs) => fs.writeFileSync(logFile, out));
      if (code === 0) resolve();
      else reject(new Error(`bench/search/generate.ts failed (${code}): ${out.slice(-600)}`));
    });
  });

export const runCluster = async (ctx: {
  workDir: string;
  lbPort: number;
  primary: { url: string; version: string; port: number };
  smtp: ReturnType<typeof createSmtpRecorder>;
  servers: Server[];
  cleanups: (() => unknown)[];
  loadAverages: string[];
}) => {
  const { workDir, lbPort, primary, smtp, servers, cleanups, loadAverages } = ctx;
  log(`generating ${SITES} bench sites into the primary`);
  await generate(primary.url, path.join(workDir, 'generate.log'));
  const db = new pg.Pool({ connectionString: primary.url, max: 3 });
  db.on('error', () => {});
  const client = await db.connect();
  await addBenchStaff(client as unknown as pg.Client);
  const sites: Site[] = (
    await client.query(
      `select s.id, s.host, sl.state from sites s join service_locations sl on sl.site_id = s.id where s.host like 'bench-%' order by s.id`,
    )
  ).rows.map((r) => ({
    id: r.id,
    host: r.host,
    state: BENCH_STATES.find((s) => s.state === r.state) ?? BENCH_STATES[0],
  }));
  const vehicleTypes = (
    await client.query(
      `select id from catalog_masters where kind = 'vehicleType' and owner_site_id is null and is_published`,
    )
  ).rows.map((r) => r.id as number);
  client.release();

  const standbyPort = await freePort();
  const standby = await createStandby({
    version: primary.version,
    primaryPort: primary.port,
    port: standbyPort,
    database: 'ridedesk_cluster',
    workDir,
  });
  cleanups.push(() => standby.remove());
  await waitForReplay(standby);
  log(`streaming replica on ${standbyPort}, caught up`);
  await flushRedis(REDIS_URL);

  const env = {
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: standby.url,
    REDIS_URL,
    JOBS: 'on',
    NODE_ENV: 'production',
    SEED_DEMO: 'never',
    DATA_DIR: path.join(workDir, 'data'),
    PUBLIC_URL: `http://localhost:${lbPort}`,
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    JWT_PRIVATE_JWK: sharedSigningKey(),
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  const logOf = (i: number) => path.join(workDir, `api-${'abc'[i]}.log`);
  const start = async (i: number) => {
    servers[i] = await startServer({ port: ports[i], env, logFile: logOf(i) });
    log(`API replica ${'abc'[i]} pid ${servers[i].pid} on ${ports[i]}`);
  };
  await start(0);
  // From the moment the first replica's job queue runs: a minute before it had no one to fire it.
  const since = new Date();
  const balancer = await startBalancer(path.join(workDir, 'nginx'), lbPort, [ports[0]]);
  cleanups.push(() => balancer.stop());
  log(`nginx on ${lbPort} in front of replica a`);

  const told: Told[] = [];
  const users = Array.from(
    { length: Math.max(CLIENTS, USERS) },
    (_, i) => new VirtualUser(sites[(i * 7) % sites.length], sites, vehicleTypes, () => {}),
  );
  for (const u of users)
    u.onAnswer = (step, a) => {
      if (step !== 'booking' || a.status !== 201) return;
      const b = a.json()?.results?.[0];
      if (b) told.push({ id: b.id, referenceId: b.referenceId });
    };
  for (let i = 0; i < users.length; i += 4) await Promise.all(users.slice(i, i + 4).map((u) => u.signIn()));
  if (users.some((u) => !u.token)) throw new Error('a virtual user could not sign in through nginx');

  const signInOne = await signInRefusedAt(lbPort, `nobody-${RUN}-one`, '203.0.113.1');
  log(`sign-in on one replica: refused at attempt ${signInOne.refusedAt}`);
  await runLevel(servers[0], users, 4, 10);
  /** CPU seconds per second the API replicas used during a level (all of them together). */
  const cpuOf = async <T>(work: () => Promise<T>) => {
    const before = servers.map((s) => cpuSeconds(s.pid));
    const t0 = Date.now();
    const result = await work();
    const used = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - before[i], 0);
    return { result, cpu: Math.round((used / ((Date.now() - t0) / 1000)) * 100) / 100 };
  };
  const { result: burstOne, cpu: cpuOne } = await cpuOf(() => runLevel(servers[0], users, CLIENTS, BURST_SECONDS));
  log(
    `one replica, ${CLIENTS} clients without pause: ${burstOne.rps} req/s, p95 ${burstOne.p95} ms, ${burstOne.errors} errors`,
  );
  const one = await runLevel(servers[0], users, USERS, SECONDS, 1000, true);
  loadAverages.push(loadAverage());
  log(`one replica, ${USERS} users: ${one.rps} req/s, p95 ${one.p95} ms, ${one.errors} errors ${one.errorKinds}`);

  await start(1);
  await start(2);
  await balancer.setUpstreams(ports);
  log('nginx now in front of replicas a, b, c');
  // b and c start cold: searches (most of the mix, and no mail) for 10 s so V8 has compiled their hot paths too.
  const warmUntil = Date.now() + 10_000;
  await Promise.all(
    users.slice(0, CLIENTS).map(async (u) => {
      (u as { record: (s: unknown) => void }).record = () => {};
      while (Date.now() < warmUntil) await u.search();
    }),
  );
  await runLevel(servers[0], users, 4, 5);
  const { result: burstThree, cpu: cpuThree } = await cpuOf(() => runLevel(servers[0], users, CLIENTS, BURST_SECONDS));
  log(
    `three replicas, ${CLIENTS} clients without pause: ${burstThree.rps} req/s, p95 ${burstThree.p95} ms, ${burstThree.errors} errors`,
  );

  const windows: FaultWindows = { killAt: 0, restartedAt: 0, dbDownAt: 0, dbUpAt: 0, restartMs: 0 };
  const threeSeconds = SECONDS + 30;
  const faults = (async () => {
    await sleep(10_000);
    const victim = servers[2];
    const exited = new Promise((r) => victim.proc.once('exit', r));
    windows.killAt = Date.now();
    victim.proc.kill('SIGKILL');
    await exited;
    log(`SIGKILL to replica c (pid ${victim.pid}); starting it again`);
    await start(2);
    windows.restartedAt = Date.now();
    windows.restartMs = windows.restartedAt - windows.killAt;
    await sleep(Math.max(0, 35_000 - (Date.now() - windows.killAt + 10_000)));
    windows.dbDownAt = Date.now();
    standby.stop();
    log(`replica database stopped for ${REPLICA_DB_DOWN_S} s`);
    await sleep(REPLICA_DB_DOWN_S * 1000);
    standby.start();
    windows.dbUpAt = Date.now();
    log('replica database started again');
  })();
  const three = await runLevel(servers[0], users, USERS, threeSeconds, 1000, true);
  await faults;
  loadAverages.push(loadAverage());
  log(
    `three replicas, ${USERS} users: ${three.rps} req/s, p95 ${three.p95} ms, ${three.errors} errors ${three.errorKinds}`,
  );
  const inWindow = (from: number, to: number) => three.samples.filter((s) => s.at >= from && s.at <= to);
  const killSamples = inWindow(windows.killAt, windows.restartedAt + 5000);
  const dbSamples = inWindow(windows.dbDownAt, windows.dbUpAt + 5000);
  const outside = three.samples.filter(
    (s) => !s.ok && !killSamples.includes(s) && !dbSamples.includes(s) && !(s.step === 'booking' && s.status === '409'),
  );
  const statusesOf = (list: typeof three.samples) => {
    const m = new Map<string, number>();
    for (const s of list.filter((x) => !x.ok))
      m.set(`${s.step} ${s.status}`, (m.get(`${s.step} ${s.status}`) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} x${v}`).join(', ') || 'none';
  };
  const kill = {
    requests: killSamples.length,
    errors: killSamples.filter((s) => !s.ok).length,
    kinds: statusesOf(killSamples),
  };
  const dbDown = {
    requests: dbSamples.length,
    errors: dbSamples.filter((s) => !s.ok).length,
    kinds: statusesOf(dbSamples),
  };
  check(
    'cluster',
    'the replica database outage costs no request',
    dbDown.errors === 0,
    `${dbDown.requests} requests from the replica database's stop to 5 s after its start, ${dbDown.errors} failed (${dbDown.kinds}): reads fall back to the primary`,
  );
  check(
    'cluster',
    'no failure outside the kill',
    outside.length === 0,
    `${outside.length} failed requests outside the kill window and the outage (${statusesOf(outside)})`,
  );

  const signInThree = await signInRefusedAt(lbPort, `nobody-${RUN}-three`, '203.0.113.2');
  check(
    'cluster',
    'sign-in refused at the same attempt',
    signInOne.refusedAt > 0 && signInThree.refusedAt === signInOne.refusedAt && signInThree.answeredBy.length >= 2,
    `wrong passwords for one account from one address: refused at attempt ${signInOne.refusedAt} on one replica, at attempt ${signInThree.refusedAt} through nginx over three (answered by ${signInThree.answeredBy.join(' ')})`,
  );

  const owner = users[0];
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const st = owner.site.state;
  const searchPaths = vehicleTypes.map((vehicleTypeId) =>
    searchPathIn(st, { vehicleTypeId, day, time: '10:00', km: 20, passengers: 1 }),
  );
  const price = await priceChangeSeen({
    writePort: lbPort,
    replicaPorts: ports,
    host: owner.site.host,
    token: owner.token ?? '',
    searchPaths,
    limitMs: 1000,
  });
  check(
    'cluster',
    'a price change reaches every replica within 1 s',
    price.seenMs.every((ms) => ms !== null && ms <= 1000),
    `price definition ${price.definitionId} raised 1 per mile through nginx; each replica's search (cached 30 s) showed the new cost after ${price.seenMs.map((ms, i) => `${'abc'[i]} ${ms === null ? 'never (5 s)' : `${ms} ms`}`).join(', ')}`,
  );

  const rows = await eventsAcrossReplicas({
    ports,
    token: owner.token ?? '',
    host: owner.site.host,
    ride: rideIn(st),
    email: (n) => `load-${RUN}-events-${n}@example.com`,
    waitMs: 3000,
  });
  const bookingIds = rows.map((r) => r.bookingId);
  const tolds = await db.query(`select id, reference_id from bookings where id = any($1::int[])`, [bookingIds]);
  for (const r of tolds.rows) told.push({ id: r.id, referenceId: r.reference_id });
  check(
    'cluster',
    'event streams on every replica hear a booking made on any',
    rows.every((r) => r.heardOn.length === ports.length),
    rows
      .map(
        (r) =>
          `booking ${r.bookingId} made on ${'abc'[ports.indexOf(r.madeOn)]}: heard on ${r.heardOn.map((p) => 'abc'[ports.indexOf(p)]).join(', ') || 'none'}`,
      )
      .join('; '),
  );

  const until = new Date();
  const pattern = `load-${RUN}-%`;
  const flows: GuestFlow[] = told.map((t) => ({
    host: '',
    ride: { pickup: '', dropoff: '', city: '', state: '', lat: 0, lng: 0, offset: 0 },
    date: '',
    time: '',
    email: '',
    booking: { id: t.id, referenceId: t.referenceId, totalPrice: 0 },
  }));
  return {
    db,
    flows,
    pattern,
    checkData: () => checkBookings(db, told, pattern),
    checkSchedules: () => checkCron(db, since, until),
    alive: () => servers.every((s) => s.proc.exitCode === null && s.proc.signalCode === null),
    aliveDetail: () => servers.map((s, i) => `${'abc'[i]} pid ${s.pid}`).join(', '),
    report: (minutes: number, averages: string[], drainSeconds: number) =>
      writeReport({
        burstOne,
        burstThree,
        one,
        three,
        kill,
        dbDown,
        windows,
        minutes,
        loadAverages: averages,
        sites: SITES,
        clients: CLIENTS,
        users: USERS,
        drainSeconds,
        cpu: { one: cpuOne, three: cpuThree },
      }),
  };
};
