import { machine, percentile, round1, writeSection } from '../faults/harness.ts';
import type { HeapPoint } from './gc-trace.ts';
import type { LevelRow, Soak } from './levels.ts';
import { log, SECONDS, START, THINK_MS } from './load-settings.ts';

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

export const report = (r: {
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
