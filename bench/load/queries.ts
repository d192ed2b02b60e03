/**
 * Counts the database round trips (statements sent to PostgreSQL, BEGIN and COMMIT included) and
 * the server time of each request type of the mixed load, one request at a time, against the
 * bench data. On this machine a round trip costs more than most of the work around it (the
 * socket write is the largest single item of a CPU profile under load), so this is the first
 * number to look at when a request type is slow.
 *
 *   npx tsx bench/load/queries.ts      (after bench/search/generate.ts; BENCH_QUERIES_REPEAT=20)
 */
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { envNumber } from '../env.ts';
import { call, percentile, round1, runGuestFlow } from '../faults/harness.ts';
import { BENCH_STAFF_PASSWORD, BENCH_STATES, BENCH_URL } from '../search/generate.ts';
import { rideIn } from '../search/rides.ts';

const PORT = envNumber('BENCH_QUERIES_PORT', 3393);
const REPEAT = envNumber('BENCH_QUERIES_REPEAT', 20);
/** Rounds run first and not counted: JIT warm-up, and PostgreSQL's generic plans for named statements. */
const WARMUP = envNumber('BENCH_QUERIES_WARMUP', 10);

let statements = 0;
/** BENCH_QUERIES_SHOW=1 prints every statement's text (first 160 characters) as it is sent. */
const SHOW = process.env.BENCH_QUERIES_SHOW === '1';
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  const answer = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (SHOW && answer instanceof Promise) {
    const q = args[0] as string | { text?: string; name?: string };
    const text = typeof q === 'string' ? q : (q?.text ?? q?.name ?? '?');
    const started = performance.now();
    answer.then(
      () =>
        console.log(
          `  ${(performance.now() - started).toFixed(1).padStart(6)} ms  ${text.replace(/\s+/g, ' ').slice(0, 120)}`,
        ),
      () => {},
    );
  }
  return answer;
} as typeof pg.Client.prototype.query;

const main = async () => {
  const database = openPostgres(BENCH_URL);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMITS: 'off' });
  const app = await buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const site = (
    await database.db.execute(
      `select s.id, s.host, sl.state from sites s join service_locations sl on sl.site_id = s.id where s.host like 'bench-%' order by s.id limit 1`,
    )
  ).rows[0] as { id: number; host: string; state: string };
  const state = BENCH_STATES.find((s) => s.state === site.state) ?? BENCH_STATES[0];
  const stats = new Map<string, { n: number[]; ms: number[] }>();
  let counting = false;
  const note = (step: string, n: number, ms: number) => {
    if (!counting) return;
    const s = stats.get(step) ?? { n: [], ms: [] };
    s.n.push(n);
    s.ms.push(ms);
    stats.set(step, s);
  };
  const measured = async (step: string, work: () => Promise<{ ms: number; status: number }>) => {
    const before = statements;
    const a = await work();
    note(step, statements - before, a.ms);
    return a;
  };

  const login = await call(PORT, {
    method: 'POST',
    path: '/api/account/getredirecturl',
    host: site.host,
    body: {
      userName: site.host.replace('.localhost', '-admin'),
      password: BENCH_STAFF_PASSWORD,
      clientId: 'admin-portal',
    },
  });
  const code = login.json()?.results?.[0]?.code;
  const token = (await call(PORT, { path: `/api/auth/gettoken?code=${code}`, host: site.host })).json().results[0]
    .access_token as string;
  const now = new Date();
  const backOffice = [
    ['bookings list', '/api/booking/getbookingbysiteid?page=1&pageSize=10'],
    [
      'calendar',
      `/api/booking/getBookingForCalendarBySiteId?MonthNumber=${now.getUTCMonth() + 1}&YearNumber=${now.getUTCFullYear()}`,
    ],
    ['fleet list', '/api/fleet/mappingBySiteId'],
    ['dashboard counts', '/api/fleet/mappingCount'],
  ] as const;

  for (let i = 0; i < WARMUP + REPEAT; i++) {
    counting = i >= WARMUP;
    const day = new Date(Date.now() + (3 + i) * 86_400_000).toISOString().slice(0, 10);
    let before = statements;
    let last = 0;
    const outcome = await runGuestFlow(
      PORT,
      {
        host: site.host,
        ride: rideIn(state),
        date: day,
        time: `${String(6 + (i % 14)).padStart(2, '0')}:15`,
        email: `queries-${Date.now()}-${i}@example.com`,
      },
      {
        payment: 'COD',
        observe: (step, a) => {
          if (SHOW) console.log(`^ ${step} (${statements - before} statements)`);
          note(step === 'search' ? 'search (own host)' : step, statements - before, a.ms);
          last = a.status;
          before = statements;
        },
      },
    );
    if (outcome.outcome !== 'booked') console.warn(`booking ${i}: ${outcome.outcome} (${last})`);
    for (const [step, path] of backOffice) await measured(step, () => call(PORT, { path, host: site.host, token }));
  }
  await app.close();
  await database.close();
  console.log('| request | statements per request (median) | server+loopback ms p50 | p95 |');
  console.log('|---|---:|---:|---:|');
  for (const [step, s] of stats) {
    const n = [...s.n].sort((a, b) => a - b);
    const ms = [...s.ms].sort((a, b) => a - b);
    console.log(`| ${step} | ${percentile(n, 50)} | ${round1(percentile(ms, 50))} | ${round1(percentile(ms, 95))} |`);
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
