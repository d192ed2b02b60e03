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
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type Answer,
  call,
  type GuestFlow,
  loadAverage,
  machine,
  percentile,
  pick,
  type Ride,
  round1,
  runGuestFlow,
  type Server,
  StepFailed,
  sleep,
  startServer,
  stopServer,
  writeSection,
} from '../faults/harness.ts';
import { addBenchStaff, BENCH_STAFF_PASSWORD, BENCH_STATES, BENCH_URL } from '../search/generate.ts';
import { type HeapPoint, liveHeapAfterFullGcs } from './gc-trace.ts';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3392);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '10,25,50,100').split(',').filter(Boolean).map(Number);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const USER_LEVELS = (process.env.BENCH_USERS ?? '50,100,200,300').split(',').filter(Boolean).map(Number);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const SOAK_USERS = Number(process.env.BENCH_SOAK_USERS ?? 100);
const KEEP_LOG = process.env.BENCH_KEEP_LOG === '1';
const TIMEOUT_MS = 30_000;
const START = Date.now();
const RUN = START.toString(36);
const log = (...args: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

type Site = { id: number; host: string; state: (typeof BENCH_STATES)[number] };
type Kind = 'search' | 'booking' | 'back office';
/** One measured request; a booking or sign-in is several requests, each measured. */
type Sample = { kind: Kind; step: string; ms: number; ok: boolean; status: string; at: number };

const rideOf = (s: (typeof BENCH_STATES)[number]): Ride => ({
  pickup: `100 Main St, ${s.city}, ${s.state}`,
  dropoff: `Airport, ${s.city}, ${s.state}`,
  city: s.city,
  state: s.state,
  lat: s.lat,
  lng: s.lng,
  offset: s.offset,
});

const futureDay = (min: number, max: number) =>
  new Date(Date.now() + (min + Math.floor(Math.random() * (max - min))) * 86_400_000).toISOString().slice(0, 10);
const clock = () => `${String(6 + Math.floor(Math.random() * 14)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`;

const searchPath = (state: (typeof BENCH_STATES)[number], vehicleTypeId: number) => {
  const km = 5 + Math.round(Math.random() * 50);
  const minutes = Math.round(km * 1.4);
  return `/api/fleet/searchavailablefleet/${minutes}/${Math.round(minutes * 1.2)}/0/${vehicleTypeId}/${1 + Math.floor(Math.random() * 3)}/1/${futureDay(2, 150)}/${clock()}/${encodeURIComponent(`100 Main St, ${state.city}, ${state.state}`)}/${encodeURIComponent(`Airport, ${state.city}, ${state.state}`)}/${state.state}/${state.lat}/${state.lng}/${state.offset}/${km}`;
};

/** A virtual user: its own keep-alive connection, its provider site, and its staff token once signed in. */
class VirtualUser {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  token?: string;
  refreshToken?: string;
  signedInAt = 0;
  /** Pauses between requests (a person) or not (a client at full speed). */
  thinking = false;
  constructor(
    readonly site: Site,
    readonly sites: Site[],
    readonly vehicleTypes: number[],
    readonly record: (s: Sample) => void,
  ) {}

  /** A person's pause before the next request: exponential, mean THINK_MS (many short, a few long). */
  readonly think = async () => {
    if (this.thinking && THINK_MS > 0) await sleep(-Math.log(1 - Math.random()) * THINK_MS);
  };

  private measure(kind: Kind, step: string, a: Answer, okStatuses = [200, 201]) {
    this.record({
      kind,
      step,
      ms: a.ms,
      ok: okStatuses.includes(a.status),
      status: a.failure ?? String(a.status),
      at: Date.now(),
    });
    return a;
  }

  async search() {
    // Half on a provider's own host (its state), half on the product site across a state's providers.
    const own = Math.random() < 0.5;
    const site = pick(this.sites);
    const state = own ? site.state : pick(BENCH_STATES);
    const a = await call(PORT, {
      path: searchPath(state, pick(this.vehicleTypes)),
      host: own ? site.host : 'localhost',
      agent: this.agent,
      timeoutMs: TIMEOUT_MS,
    });
    this.measure('search', 'search', a);
  }

  async booking() {
    const site = pick(this.sites);
    const flow: GuestFlow = {
      host: site.host,
      ride: rideOf(site.state),
      date: futureDay(2, 150),
      time: clock(),
      email: `load-${RUN}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    };
    try {
      await runGuestFlow(PORT, flow, {
        payment: 'COD',
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
        // 409 on the booking call: another traveller took the car first; an answer, not an error.
        observe: (step, a) => this.measure('booking', step, a, step === 'booking' ? [201, 409] : [200, 201]),
        pause: this.think,
      });
    } catch (e) {
      if (!(e instanceof StepFailed)) throw e;
    }
  }

  /** Signs in as the site's SPAdmin through the API (getredirecturl, then gettoken), as the back office does. */
  async signIn() {
    const redirect = this.measure(
      'back office',
      'sign-in',
      await call(PORT, {
        method: 'POST',
        path: '/api/account/getredirecturl',
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
        body: {
          userName: this.site.host.replace('.localhost', '-admin'),
          password: BENCH_STAFF_PASSWORD,
          clientId: 'admin-portal',
        },
      }),
    );
    const code = redirect.json()?.results?.[0]?.code;
    if (!code) return;
    const token = this.measure(
      'back office',
      'sign-in',
      await call(PORT, {
        path: `/api/auth/gettoken?code=${encodeURIComponent(code)}`,
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    this.keep(token.json()?.results?.[0]);
  }

  private keep(tokens?: { access_token?: string; refresh_token?: string }) {
    if (!tokens?.access_token) return;
    this.token = tokens.access_token;
    this.refreshToken = tokens.refresh_token;
    this.signedInAt = Date.now();
  }

  /** Access tokens live 15 minutes: refreshed after 12, with rotation, as the web app does. */
  private async refreshIfDue() {
    if (!this.refreshToken || Date.now() - this.signedInAt < 12 * 60_000) return;
    const a = this.measure(
      'back office',
      'token refresh',
      await call(PORT, {
        method: 'POST',
        path: `/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=${encodeURIComponent(this.refreshToken)}`,
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    this.keep(a.json()?.results?.[0]);
  }

  async backOffice() {
    if (!this.token) await this.signIn();
    if (!this.token) return;
    await this.refreshIfDue();
    const now = new Date();
    const [step, p] = pick([
      ['bookings list', `/api/booking/getbookingbysiteid?page=${1 + Math.floor(Math.random() * 3)}&pageSize=10`],
      [
        'calendar',
        `/api/booking/getBookingForCalendarBySiteId?MonthNumber=${now.getUTCMonth() + 1}&YearNumber=${now.getUTCFullYear()}`,
      ],
      ['fleet list', '/api/fleet/mappingBySiteId'],
      ['dashboard counts', '/api/fleet/mappingCount'],
    ] as const);
    const a = await call(PORT, {
      path: p,
      host: this.site.host,
      token: this.token,
      agent: this.agent,
      timeoutMs: TIMEOUT_MS,
    });
    this.measure('back office', step, a);
  }

  async once() {
    const r = Math.random();
    if (r < 0.7) await this.search();
    else if (r < 0.8) await this.booking();
    else await this.backOffice();
    await this.think();
  }
}

const summarize = (samples: Sample[], seconds: number) => {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const kinds = Object.fromEntries(
    (['search', 'booking', 'back office'] as Kind[]).map((k) => {
      const ms = samples
        .filter((s) => s.kind === k)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return [k, { n: ms.length, p95: round1(percentile(ms, 95)) }];
    }),
  );
  const errors = samples.filter((s) => !s.ok);
  const byStatus = new Map<string, number>();
  for (const e of errors) byStatus.set(`${e.step} ${e.status}`, (byStatus.get(`${e.step} ${e.status}`) ?? 0) + 1);
  return {
    requests: samples.length,
    errors: errors.length,
    errorKinds: [...byStatus].map(([k, v]) => `${k} x${v}`).join(', '),
    rps: round1(samples.length / seconds),
    p50: round1(percentile(all, 50)),
    p95: round1(percentile(all, 95)),
    p99: round1(percentile(all, 99)),
    kinds,
    bookings: samples.filter((s) => s.step === 'booking' && s.status === '201').length,
    taken: samples.filter((s) => s.step === 'booking' && s.status === '409').length,
  };
};

/** Runs `concurrency` virtual users for `seconds`, sampling the server's RSS every `rssEveryMs`. */
const runLevel = async (
  server: Server,
  users: VirtualUser[],
  concurrency: number,
  seconds: number,
  rssEveryMs = 1000,
  thinking = false,
) => {
  const samples: Sample[] = [];
  for (const u of users) {
    (u as { record: (s: Sample) => void }).record = (s) => samples.push(s);
    u.thinking = thinking;
  }
  const rss: { at: number; mib: number }[] = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => {
    const mib = server.rssMiB();
    if (mib !== null) rss.push({ at: (Date.now() - started) / 1000, mib });
  }, rssEveryMs);
  await Promise.all(
    users.slice(0, concurrency).map(async (u, i) => {
      // People arrive spread over their first think time, not all in the same millisecond.
      if (thinking) await sleep((i / concurrency) * THINK_MS);
      while (Date.now() < deadline) await u.once();
    }),
  );
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  return { concurrency, thinking, ...summarize(samples, elapsed), rss, samples, elapsed, startedAt: started };
};

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

/** Least-squares slope of RSS (MiB per minute). */
const slope = (points: { at: number; mib: number }[]) => {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.at, 0) / n;
  const my = points.reduce((a, p) => a + p.mib, 0) / n;
  const num = points.reduce((a, p) => a + (p.at - mx) * (p.mib - my), 0);
  const den = points.reduce((a, p) => a + (p.at - mx) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
};

type LevelRow = Awaited<ReturnType<typeof runLevel>> & { rssMax: number; rssEnd: number };
type Soak = Awaited<ReturnType<typeof runLevel>> & { rssStart: number; heap: HeapPoint[] };

const levelTable = (rows: LevelRow[], who: string) =>
  [
    `| ${who} | requests | errors | req/s | p50 ms | p95 ms | p99 ms | p95 search / booking step / back office ms | bookings made (car taken) | server RSS max MiB |`,
    '|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      (l) =>
        `| ${l.concurrency} | ${l.requests} | ${l.errors} | ${l.rps} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.kinds.search.p95} / ${l.kinds.booking.p95} / ${l.kinds['back office'].p95} | ${l.bookings} (${l.taken}) | ${l.rssMax} |`,
    ),
  ].join('\n');

/** Each request type of one level: where the time goes. */
const stepTable = (l: LevelRow, title: string) => {
  const steps = [...new Set(l.samples.map((x) => x.step))]
    .map((step) => {
      const ms = l.samples
        .filter((x) => x.step === step)
        .map((x) => x.ms)
        .sort((a, b) => a - b);
      return { step, n: ms.length, p50: round1(percentile(ms, 50)), p95: round1(percentile(ms, 95)) };
    })
    .sort((a, b) => b.p95 - a.p95);
  return [
    title,
    '',
    '| request | count | p50 ms | p95 ms |',
    '|---|---:|---:|---:|',
    ...steps.map((x) => `| ${x.step} | ${x.n} | ${x.p50} | ${x.p95} |`),
  ].join('\n');
};

const report = (r: {
  counts: { sites: number; fleets: number; bookings: number };
  levels: LevelRow[];
  userLevels: LevelRow[];
  soak?: Soak;
  loadAverages: string[];
  alive: boolean;
  signIns: { users: number; signedIn: number; p50: number };
}) => {
  // Saturation: the first level whose throughput grew less than 10 % over the level before.
  const saturatedAt = r.levels.find((l, i) => i > 0 && l.rps < r.levels[i - 1].rps * 1.1);
  const peak = r.levels.reduce<LevelRow | undefined>((best, l) => (!best || l.rps > best.rps ? l : best), undefined);
  const at100 = r.userLevels.find((l) => l.concurrency === 100);
  const within = r.userLevels.filter((l) => l.p95 < 100 && l.errors === 0).at(-1);
  // "No errors" holds for the soak too, not only for the short levels.
  const errors = [
    ...[...r.levels, ...r.userLevels].flatMap((l) =>
      l.errors ? [`${l.concurrency} ${l.thinking ? 'users' : 'clients'}: ${l.errorKinds}`] : [],
    ),
    ...(r.soak?.errors ? [`soak: ${r.soak.errorKinds}`] : []),
  ];
  let soakText = 'Soak skipped (BENCH_SOAK_SECONDS=0).';
  let flat = false;
  if (r.soak) {
    const s = r.soak;
    const slices = 10;
    const rows = Array.from({ length: slices }, (_, i) => {
      const from = (i * s.elapsed) / slices;
      const to = ((i + 1) * s.elapsed) / slices;
      const rss = s.rss.filter((x) => x.at >= from && x.at < to).map((x) => x.mib);
      const ms = s.samples
        .filter((x) => (x.at - s.startedAt) / 1000 >= from && (x.at - s.startedAt) / 1000 < to)
        .map((x) => x.ms)
        .sort((a, b) => a - b);
      return {
        from,
        to,
        rss: rss.length ? round1(rss.reduce((a, b) => a + b, 0) / rss.length) : null,
        rps: round1(ms.length / (to - from)),
        p95: round1(percentile(ms, 95)),
      };
    });
    const tenth = (points: HeapPoint[], i: number) => {
      const from = (i * s.elapsed) / slices;
      const to = ((i + 1) * s.elapsed) / slices;
      const v = points.filter((x) => x.at >= from && x.at < to).map((x) => x.mib);
      return v.length ? round1(v.reduce((a, b) => a + b, 0) / v.length) : null;
    };
    const heapRows = Array.from({ length: slices }, (_, i) => tenth(s.heap, i));
    // Flat: no growth trend in the second half (a drop is the collector giving memory back, not a
    // leak) and the last tenth no higher than 10 % above the highest tenth of the first half.
    // Judged on the live heap after full collections when the log has them, else on RSS.
    const judged =
      s.heap.length >= 6
        ? { name: 'live heap after full collections', points: s.heap, rows: heapRows }
        : { name: 'RSS', points: s.rss, rows: rows.map((x) => x.rss) };
    const perMinute = round1(slope(judged.points.filter((x) => x.at >= s.elapsed / 2)));
    const measured = judged.rows.filter((x): x is number => x !== null);
    const firstHalfPeak = Math.max(...measured.slice(0, Math.ceil(measured.length / 2)));
    const last = measured.at(-1) ?? 0;
    flat = perMinute < 1 && last <= firstHalfPeak * 1.1;
    const rssSecondHalf = round1(slope(s.rss.filter((x) => x.at >= s.elapsed / 2)));
    const soakTable = [
      '| soak time | live heap after full GC MiB (mean) | server RSS MiB (mean) | req/s | p95 ms |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (x, i) =>
          `| ${Math.round(x.from)}-${Math.round(x.to)} s | ${heapRows[i] ?? '-'} | ${x.rss ?? '-'} | ${x.rps} | ${x.p95} |`,
      ),
    ].join('\n');
    soakText = `${soakTable}\n\nSoak: ${s.concurrency} users with think time for ${Math.round(s.elapsed)} s: ${s.requests} requests, ${s.errors} errors${s.errors ? ` (${s.errorKinds})` : ''}, ${s.rps} req/s, p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms, ${s.bookings} bookings made. Memory by tenth of the soak in the table above (${s.heap.length} full collections; the live heap is what stays reachable after one, the truest sign of a leak). Judged on the ${judged.name}: slope over the second half ${perMinute} MiB/min: **${flat ? 'flat' : 'NOT flat'}** (criterion: the second half grows under 1 MiB/min and the last tenth stays within 10 % of the highest tenth of the first half; a fall is the garbage collector returning memory)${s.elapsed < 300 ? '; a soak under 5 minutes mostly shows the heap warming up and cannot prove flatness' : ''}. RSS over the second half: ${rssSecondHalf} MiB/min. RSS was ${s.rssStart} MiB when the soak began.`;
  }
  const verdict = [
    at100
      ? `p95 at 100 users: ${at100.p95} ms (target under 100 ms: **${at100.p95 < 100 ? 'met' : 'not met'}**)`
      : 'no 100-user level in this run',
    within
      ? `p95 stays under 100 ms up to ${within.concurrency} users of those measured`
      : 'p95 over 100 ms at every user level',
    `errors: ${errors.length === 0 ? 'none (**met**)' : `**not met**: ${errors.join('; ')}`}`,
    r.soak ? `memory over the soak: **${flat ? 'flat (met)' : 'not flat'}**` : 'memory: soak not run',
    `clients without pause: ${saturatedAt ? `throughput saturates at about ${saturatedAt.concurrency} clients` : 'throughput still grew at the last level'}${peak ? `, at most ${peak.rps} req/s` : ''}`,
    `server process ${r.alive ? 'alive at the end' : '**died during the run**'}`,
  ];
  const topUsers = at100 ?? r.userLevels.at(-1);
  const section = `## Mixed load (\`bench/load\`)

Workload per virtual user: 70 % fleet search (half on a provider's host, half on the product site across a state), 10 % a guest booking on a provider host through the wizard's calls (ride estimate, vehicle types, search, guest, booking paid by cash; a 409 "car just taken" counts as an answer), 20 % back office as that site's SPAdmin, signed in once per user through the API (\`getredirecturl\` + \`gettoken\`; all ${r.signIns.users} users sign in before the first level, p50 ${r.signIns.p50} ms per call; tokens refreshed after 12 minutes), then the booking records list, calendar, fleet list or dashboard counts. Every HTTP request is one sample (a booking is five). Server (\`node --import tsx apps/api/src/server.ts\`, NODE_ENV=production, its own process, RSS read from /proc) and load generator on the same machine, loopback, keep-alive, PostgreSQL on 127.0.0.1.

Two kinds of load (decision 0014): **users** pause between requests as a person does, a think time drawn from an exponential distribution with mean ${THINK_MS} ms before every request (many short pauses, a few long: a traveller reading the offers, typing an address); **clients without pause** send their next request the moment the last one answers, which finds the throughput at saturation (100 such clients are 100 requests always in flight, the load of thousands of people).

Data: ${r.counts.sites} provider sites, ${r.counts.fleets} fleets, ${r.counts.bookings} bookings (\`bench/search/generate.ts\`, which also makes one SPAdmin per site, \`bench-<n>-admin\`). The run adds its own bookings to that database.

Machine: ${machine()}. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${SECONDS} s per level. Order of the run: the users' levels, the soak, then the clients without pause (overload last, so that its garbage and queues do not colour the rest). Load average (1, 5, 15 min) after each, in that order: ${r.loadAverages.join(' / ')}.

Users with think time (mean ${THINK_MS} ms):

${levelTable(r.userLevels, 'users')}

${topUsers ? stepTable(topUsers, `Each request type at ${topUsers.concurrency} users:`) : ''}

Clients without pause (saturation):

${levelTable(r.levels, 'clients')}

${r.levels.at(-1) ? stepTable(r.levels.at(-1) as LevelRow, `Each request type at ${r.levels.at(-1)?.concurrency} clients without pause:`) : ''}

${soakText}

Against the targets: ${verdict.join('; ')}.

Reproduce: \`npx tsx bench/load/run.ts\` (after \`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ridedesk_bench npx tsx bench/search/generate.ts\`; this run took ${Math.round((Date.now() - START) / 60_000)} minutes). Short check: \`BENCH_SECONDS=10 BENCH_SOAK_SECONDS=60 npx tsx bench/load/run.ts\`. Database round trips and time per request type, one at a time: \`npx tsx bench/load/queries.ts\`.`;
  log(`written to ${writeSection('load', section)}`);
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
