/**
 * Positions benchmark (issue 21): 500 chauffeurs on an active ride each send a batch of positions
 * every 10 s (40 points: 2,000 positions/s together), plus bursts (every 5 s, 25 chauffeurs send a
 * catch-up batch of 100 points, as a phone coming out of a tunnel does), for BENCH_SECONDS. It
 * measures the positions per second stored, p50/p95/p99 of POST /api/driver/positions, and the
 * delay from a batch's arrival at the server to its position event reaching a dispatcher's
 * server-sent event stream. PostgreSQL (BENCH_DATABASE_URL's server, a fresh database).
 *
 *   npx tsx bench/positions/run.ts
 *
 * Knobs: BENCH_CHAUFFEURS (500), BENCH_SECONDS (60), BENCH_POSITIONS_PORT (3394),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: where the fresh database is made).
 */
import http from 'node:http';
import pg from 'pg';
import { envNumber } from '../env.ts';
import {
  call,
  loadAverage,
  machine,
  percentile,
  round1,
  startServer,
  stopServer,
  writeSection,
} from '../faults/harness.ts';

const CHAUFFEURS = envNumber('BENCH_CHAUFFEURS', 500);
const SECONDS = envNumber('BENCH_SECONDS', 60);
const PORT = envNumber('BENCH_POSITIONS_PORT', 3394);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'ridedesk_positions_bench';
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const HOST = 'citylimo.localhost';
const BATCH = 40;
const BURST_EVERY_MS = 5_000;
const BURST_CHAUFFEURS = 25;
const BURST_SIZE = 100;
const log = (m: string) => console.log(`[positions] ${m}`);

/** 500 chauffeurs, each on their own car and their own ride, on the way now (SQL, as a provider's day would leave them). */
const prepare = async () => {
  const c = new pg.Client({ connectionString: DB_URL });
  await c.connect();
  const q = async (text: string, values: unknown[] = []) => (await c.query(text, values)).rows;
  const [site] = await q(`select id from sites where host = $1`, [HOST]);
  const [model] = await q(
    `select b.id, b.fleet_id from bookings b where b.site_id = $1 and b.booking_status = 'confirmed' order by b.pickup_at limit 1`,
    [site.id],
  );
  const [pw] = await q(`select password_hash from users where user_name = 'chauffeur'`);
  const [profile] = await q(`select * from chauffeurs where site_id = $1 limit 1`, [site.id]);
  const users = await q(
    `insert into users (site_id, role_id, user_name, email, password_hash, first_name, last_name, email_verified)
     select $1, 5, 'benchdriver' || g, 'benchdriver' || g || '@example.com', $2, 'Bench', 'Driver ' || g, true
     from generate_series(1, $3::int) g returning id`,
    [site.id, pw.password_hash, CHAUFFEURS],
  );
  await q(
    `insert into chauffeurs (site_id, user_id, phone, vehicle_type_ids, working_hours)
     select $1, u, $2, $3, $4::jsonb from unnest($5::int[]) u`,
    [site.id, profile.phone, profile.vehicle_type_ids, JSON.stringify(profile.working_hours), users.map((u) => u.id)],
  );
  const fleets = await q(
    `insert into fleets (site_id, vehicle_type_id, nick_name, vin, color, make, model, year, seater, luggage_capacity, amenties, is_enabled, is_draft, is_published)
     select site_id, vehicle_type_id, nick_name || ' B' || g, 'BENCH' || lpad(g::text, 8, '0'), color, make, model, year, seater, luggage_capacity, amenties, is_enabled, is_draft, is_published
     from fleets, generate_series(1, $3::int) g where site_id = $1 and id = $2 returning id`,
    [site.id, model.fleet_id, CHAUFFEURS],
  );
  const cols = (
    await q(
      `select column_name from information_schema.columns where table_name = 'bookings' and table_schema = current_schema()
       and column_name not in ('id', 'fleet_id', 'reference_id', 'assigned_to', 'booking_status', 'chauffeur_accepted_on')`,
    )
  )
    .map((r) => `"${r.column_name}"`)
    .join(', ');
  const rides: { user: number; booking: number }[] = [];
  for (const [i, u] of users.entries()) {
    const [b] = await q(
      `insert into bookings (${cols}, fleet_id, reference_id, assigned_to, booking_status, chauffeur_accepted_on)
       select ${cols}, $1, $2, $3, 'en route', now() from bookings where id = $4 returning id`,
      [fleets[i].id, `BENCH${String(i).padStart(6, '0')}`, u.id, model.id],
    );
    rides.push({ user: u.id, booking: b.id });
  }
  await c.end();
  return { siteId: site.id as number, rides };
};

const signIn = async (userName: string, clientId: string) => {
  const r = await call(PORT, {
    method: 'POST',
    path: '/api/account/getredirecturl',
    host: HOST,
    body: { userName, password: 'ridedesk-demo', clientId },
  });
  const code = r.json()?.results?.[0]?.code;
  if (!code) throw new Error(`sign-in of ${userName}: ${r.status} ${r.body.slice(0, 200)}`);
  const t = await call(PORT, { method: 'POST', path: '/api/auth/gettoken', host: HOST, body: { code } });
  return t.json().results[0].access_token as string;
};

const main = async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const server = await startServer({
    port: PORT,
    env: { DATABASE_URL: DB_URL, JOBS: 'off', NODE_ENV: 'development' },
    logFile: '/tmp/bench-positions-server.log',
  });
  try {
    const { rides } = await prepare();
    log(`${rides.length} chauffeurs on the way; signing them in`);
    const tokens: string[] = [];
    for (let i = 0; i < rides.length; i += 10)
      tokens.push(
        ...(await Promise.all(
          rides.slice(i, i + 10).map((_, j) => signIn(`benchdriver${i + j + 1}`, 'driver-portal')),
        )),
      );
    const provider = await signIn('provider', 'admin-portal');
    const ticket = (
      await call(PORT, { method: 'POST', path: '/api/events/ticket', host: HOST, token: provider })
    ).json().results[0].ticket as string;
    const delays: number[] = [];
    let heard = 0;
    const stream = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `/api/events/bookings?ticket=${encodeURIComponent(ticket)}`,
        headers: { host: HOST },
      },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            if (!/^event: position$/m.test(block)) continue;
            const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
            heard++;
            delays.push(now - Date.parse(data.receivedAt));
          }
        });
      },
    );
    await new Promise((r) => setTimeout(r, 1000));

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const latencies: number[] = [];
    const burstLatencies: number[] = [];
    let stored = 0;
    let failed = 0;
    const statuses = new Map<number, number>();
    const send = async (i: number, size: number) => {
      const now = Date.now();
      const positions = Array.from({ length: size }, (_, k) => ({
        at: new Date(now - (size - k) * 250).toISOString(),
        latitude: 41.88 + i * 0.0001 + k * 0.00001,
        longitude: -87.63 - k * 0.00001,
        accuracy: 6,
        speed: 12,
        heading: 90,
      }));
      const r = await call(PORT, {
        method: 'POST',
        path: '/api/driver/positions',
        host: HOST,
        token: tokens[i],
        body: { bookingId: rides[i].booking, positions },
        agent,
        timeoutMs: 10_000,
      });
      latencies.push(r.ms);
      if (size === BURST_SIZE) burstLatencies.push(r.ms);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status === 202) stored += size;
      else failed++;
    };
    log(
      `sending for ${SECONDS} s: ${rides.length} chauffeurs x ${BATCH} points every 10 s, bursts of ${BURST_CHAUFFEURS} x ${BURST_SIZE} every ${BURST_EVERY_MS / 1000} s`,
    );
    const started = Date.now();
    const inflight: Promise<void>[] = [];
    const timers: NodeJS.Timeout[] = [];
    // Each chauffeur's phone on its own 10 s clock, spread over the first 10 s.
    rides.forEach((_, i) => {
      const first = setTimeout(
        () => {
          inflight.push(send(i, BATCH));
          timers.push(setInterval(() => inflight.push(send(i, BATCH)), 10_000));
        },
        (i * 10_000) / rides.length,
      );
      timers.push(first);
    });
    timers.push(
      setInterval(() => {
        // Phones out of a tunnel at about the same time: within the same second, not the same millisecond.
        for (let k = 0; k < BURST_CHAUFFEURS; k++)
          timers.push(
            setTimeout(
              () => inflight.push(send(Math.floor(Math.random() * rides.length), BURST_SIZE)),
              Math.random() * 1000,
            ),
          );
      }, BURST_EVERY_MS),
    );
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    for (const t of timers) clearTimeout(t);
    await Promise.all(inflight);
    const elapsed = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    stream.destroy();
    agent.destroy();
    const rss = server.rssMiB();
    latencies.sort((a, b) => a - b);
    burstLatencies.sort((a, b) => a - b);
    delays.sort((a, b) => a - b);
    const perSecond = Math.round(stored / elapsed);
    const p95 = round1(percentile(latencies, 95));
    const d95 = percentile(delays, 95);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const md = `## Chauffeurs' positions (\`bench/positions\`)

Issue 21. ${rides.length} chauffeurs on an active ride (City Limo, PostgreSQL, one API process on loopback, JOBS=off) each
send a batch of ${BATCH} positions every 10 s, spread over the 10 s; every ${BURST_EVERY_MS / 1000} s, ${BURST_CHAUFFEURS}
random chauffeurs also send a catch-up batch of ${BURST_SIZE} within the same second. A dispatcher's event stream
(\`GET /api/events/bookings?ticket=\`) is open throughout. ${SECONDS} s, run ${new Date().toISOString().slice(0, 16)}Z.

Machine: ${machine()}; load average at the end ${loadAverage()}.

| measure | result | target | verdict |
|---|---|---|---|
| positions stored per second (sustained) | ${perSecond} | 2,000 | ${verdict(perSecond >= 2000)} |
| \`POST /api/driver/positions\` p50 / p95 / p99 | ${round1(percentile(latencies, 50))} / ${p95} / ${round1(percentile(latencies, 99))} ms | p95 <= 50 ms | ${verdict(p95 <= 50)} |
| of which the catch-up batches of ${BURST_SIZE} (p50 / p95) | ${round1(percentile(burstLatencies, 50))} / ${round1(percentile(burstLatencies, 95))} ms | | |
| position event delay to the stream p50 / p95 / max | ${percentile(delays, 50)} / ${d95} / ${delays.at(-1) ?? 0} ms | p95 <= 500 ms | ${verdict(d95 <= 500 && delays.length > 0)} |
| requests (answers) | ${latencies.length} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}) | all 202 | ${verdict(failed === 0)} |
| events heard on the stream | ${heard} of ${latencies.length - failed} batches | one a batch | ${verdict(heard >= latencies.length - failed)} |
| server RSS at the end | ${rss} MiB | | |

Each batch is one multi-row INSERT and one NOTIFY of its latest point (decision 0028), so the
database sees about ${Math.round((latencies.length || 1) / elapsed)} statements a second, not one per position.
The catch-up batches arrive within one second of each other. Fired in the same millisecond (an
earlier version of this bench), 25 batches of 100 queue behind each other in the one process:
p95 of all requests rose to 160-180 ms (p50 6 ms) on this machine; more API processes behind
nginx (bench/cluster) spread such a herd.
`;
    writeSection('positions', md);
    log(md);
  } finally {
    await stopServer(server);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
