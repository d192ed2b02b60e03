/**
 * Measures fleet search against the benchmark data (bench/search/generate.ts): starts the
 * product in its own process on PostgreSQL, sends searches from a keep-alive client at rising
 * concurrency, and writes p50/p95/p99 and searches per second to docs/benchmarks.md.
 *
 *   npx tsx bench/search/run.ts            (after generate.ts)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { envNumber } from '../env.ts';
import { BENCH_STATES, BENCH_URL } from './generate.ts';
import { randomSearchPathIn } from './rides.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = envNumber('BENCH_PORT', 3390);
const SECONDS = envNumber('BENCH_SECONDS', 20);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,4,10,25,50').split(',').map(Number);

type Target = { host: string; state: (typeof BENCH_STATES)[number] };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

const startServer = async () => {
  const server = spawn(
    process.execPath,
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server while it is measured.
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: BENCH_URL,
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'never',
        RATE_LIMITS: 'off',
        NODE_ENV: 'production',
      },
    },
  );
  for (let i = 0; i < 120; i++) {
    const ok = await new Promise<boolean>((resolve) =>
      http
        .get(`http://127.0.0.1:${PORT}/api/health`, (res) => resolve(res.statusCode === 200))
        .on('error', () => resolve(false)),
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
};

const request = (agent: http.Agent, host: string, urlPath: string) =>
  new Promise<{ status: number; ms: number; count: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port: PORT, path: urlPath, agent, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        let count = 0;
        try {
          count = JSON.parse(body).results?.length ?? 0;
        } catch {}
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, count });
      });
    });
    req.on('error', reject);
    req.end();
  });

const runLevel = async (concurrency: number, targets: Target[], vehicleTypes: number[]) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let offers = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const target = pick(targets);
      const r = await request(agent, target.host, randomSearchPathIn(target.state, pick(vehicleTypes))).catch(() => ({
        status: 0,
        ms: 0,
        count: 0,
      }));
      if (r.status !== 200) errors++;
      else {
        latencies.push(r.ms);
        offers += r.count;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length + errors,
    errors,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    meanOffers: Math.round((offers / Math.max(1, latencies.length)) * 10) / 10,
  };
};

const main = async () => {
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const sites = (
    await client.query(
      `select s.host, sl.state from sites s join service_locations sl on sl.site_id = s.id where s.host like 'bench-%' order by s.id`,
    )
  ).rows as { host: string; state: string }[];
  const counts = (
    await client.query(
      `select (select count(*) from sites where host like 'bench-%')::int sites, (select count(*) from fleets)::int fleets, (select count(*) from bookings)::int bookings`,
    )
  ).rows[0];
  const vehicleTypes = (
    await client.query(
      `select id from catalog_masters where kind = 'vehicleType' and owner_site_id is null and is_published`,
    )
  ).rows.map((r) => r.id as number);
  await client.end();
  if (sites.length === 0) throw new Error('no benchmark data: run bench/search/generate.ts first');

  // Half the searches on a provider's own host, half on the product site across every provider of a state.
  const targets: Target[] = [
    // A provider's own host searches the state that provider serves.
    ...sites.slice(0, 500).map((site) => ({
      host: site.host,
      state: BENCH_STATES.find((s) => s.state === site.state) ?? BENCH_STATES[0],
    })),
    ...BENCH_STATES.flatMap((state) => Array.from({ length: 50 }, () => ({ host: 'localhost', state }))),
  ];

  const server = await startServer();
  try {
    await runLevel(4, targets, vehicleTypes); // warm-up
    const rows = [];
    for (const level of LEVELS) {
      const row = await runLevel(level, targets, vehicleTypes);
      console.log(row);
      rows.push(row);
    }
    write(rows, counts);
  } finally {
    server.kill('SIGTERM');
  }
};

const write = (
  rows: Awaited<ReturnType<typeof runLevel>>[],
  counts: { sites: number; fleets: number; bookings: number },
) => {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const best = rows.filter((r) => r.errors === 0 && r.p95 <= 50).sort((a, b) => b.rps - a.rps)[0];
  const verdict =
    best && best.rps >= 200
      ? `**Met**: ${best.rps} searches a second with p95 ${best.p95} ms at concurrency ${best.concurrency}.`
      : `**Not met**: the best level within p95 50 ms served ${best ? `${best.rps} searches a second (concurrency ${best.concurrency})` : 'none'}.`;
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1`;
  const table = [
    '| concurrency | requests | errors | searches/s | p50 ms | p95 ms | p99 ms | offers per answer |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.concurrency} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.meanOffers} |`,
    ),
  ].join('\n');
  const section = `<!-- bench:search -->
## Fleet search at scale (\`bench/search\`)

Data: ${counts.sites} provider sites, ${counts.fleets} fleets, ${counts.bookings} bookings (past and future), each site serving one of ${BENCH_STATES.length} states. Half the searches go to a provider's own host, half to the product site across every provider of a state; random vehicle types, 1-3 passengers, dates 2-150 days ahead. Server (production mode, compiled on start by tsx) and load generator on the same machine. Search candidate cache: ${process.env.SEARCH_CACHE_SECONDS ?? '30 (the production default)'} s (\`SEARCH_CACHE_SECONDS\`, decision 0011); availability is read on every search.

Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}, ${SECONDS} s per level; load average ${load} at the end of the run.

${table}

Target: p95 at most 50 ms for a search and at least 200 searches a second. ${verdict}

Reproduce: \`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ridedesk_bench npx tsx bench/search/generate.ts && npx tsx bench/search/run.ts\`
<!-- /bench:search -->`;
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\nEach section is written by the script it names; rerun the script to refresh it.\n';
  const next = current.includes('<!-- bench:search -->')
    ? current.replace(/<!-- bench:search -->[\s\S]*<!-- \/bench:search -->/, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
  console.log(`written to ${file}`);
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
