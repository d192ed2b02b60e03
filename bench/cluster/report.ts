/** The cluster benchmark's section of docs/benchmarks.md: figures of both levels, the fault windows and every check. */
import { checks, log } from '../faults/checks.ts';
import { machine, round1, writeSection } from '../faults/harness.ts';
import type { runLevel } from '../load/levels.ts';

type Level = Awaited<ReturnType<typeof runLevel>>;
export type FaultWindows = { killAt: number; restartedAt: number; dbDownAt: number; dbUpAt: number; restartMs: number };
type Window = { requests: number; errors: number; kinds: string };

const row = (who: string, l: Level) =>
  `| ${who} | ${l.concurrency} | ${round1(l.elapsed)} | ${l.requests} | ${l.errors} | ${l.rps} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.kinds.search.p95} / ${l.kinds.booking.p95} / ${l.kinds['back office'].p95} | ${l.bookings} (${l.taken}) |`;

export const writeReport = (r: {
  burstOne: Level;
  burstThree: Level;
  one: Level;
  three: Level;
  kill: Window;
  dbDown: Window;
  windows: FaultWindows;
  minutes: number;
  loadAverages: string[];
  sites: number;
  clients: number;
  users: number;
  drainSeconds: number;
  /** CPU seconds per second the API replicas used together during the clients' level. */
  cpu: { one: number; three: number };
}) => {
  const failed = checks.filter((c) => !c.ok).length;
  const rows = checks.map(
    (x) => `| ${x.name} | ${x.ok ? 'PASS' : '**FAIL**'} | ${x.detail.replace(/\|/g, '/').replace(/\n/g, ' ')} |`,
  );
  const at = (t: number) => `${round1((t - r.three.startedAt) / 1000)} s`;
  const section = `## Cluster (\`bench/cluster\`)

Three API replicas behind nginx on one 2-core machine, on loopback: a throwaway PostgreSQL primary (\`initdb\`, ${r.sites} bench sites of \`bench/search/generate.ts\` with 10 fleets each and 20,000 bookings), a streaming replica of it (\`pg_basebackup -R\`) as \`DATABASE_READ_URL\`, the machine's Redis on database 9 (flushed first) as \`REDIS_URL\`, \`JOBS=on\` on every replica, one signing key (\`JWT_PRIVATE_JWK\`), \`TRUST_PROXY=true\`, \`NODE_ENV=production\` (search cache 30 s), mail to the recording SMTP server of \`bench/faults\`. nginx 1.22 (Debian's) balances round robin with keep-alive to the replicas, \`proxy_buffering off\`; a POST is never sent to a second replica once sent to one (nginx's default for non-idempotent requests).

The load is \`bench/load\`'s virtual user (70 % fleet search, 10 % a guest booking through the wizard's calls paid by cash, 20 % back office as the site's SPAdmin) through nginx, first with one replica behind it, then with three: at each, ${r.clients} clients without pause for ${round1(r.burstOne.elapsed)} s (saturation: throughput), then ${r.users} users with bench/load's think time (exponential, mean 1 s) for ${round1(r.one.elapsed)} s, and ${round1(r.three.elapsed)} s on three replicas. During the three-replica users' level, replica c is killed with SIGKILL ${at(r.windows.killAt)} in and started again (healthy ${round1(r.windows.restartMs / 1000)} s after the kill), and the replica database is stopped (\`pg_ctl stop -m fast\`) ${at(r.windows.dbDownAt)} in for 10 s, then started.

Machine: ${machine()}. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; the run took ${r.minutes} minutes. The machine is shared: load average (1, 5, 15 min) at the start, after the one-replica level, after the three-replica level and at the end: ${r.loadAverages.join(' / ')}.

| API replicas | clients or users | seconds | requests | errors | req/s | p50 ms | p95 ms | p99 ms | p95 search / booking step / back office ms | bookings made (car taken) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|
${row('1, clients without pause', r.burstOne)}
${row('3, clients without pause', r.burstThree)}
${row('1, users (think 1 s)', r.one)}
${row('3, users (think 1 s); one killed, replica DB stopped 10 s', r.three)}

On two cores three replicas do not add throughput: the processes (three API replicas, two PostgreSQL servers, nginx, the load generator, and whatever else runs on the machine) share the same two cores; what the three buy is that one can die. The figures compare how the same load fares, not how the cluster scales. During the clients' level the API processes used ${r.cpu.one} CPU seconds per second with one replica and ${r.cpu.three} with three (of the machine's 2, shared with everything else running on it).

- **During the kill** (from the SIGKILL to 5 s after replica c answered again): ${r.kill.requests} requests, ${r.kill.errors} failed (${r.kill.kinds}). A GET in flight on the killed replica is passed by nginx to another replica (its default \`proxy_next_upstream error timeout\`); a POST in flight is not (it may have been done) and answers 502, which the traveller sees as an error (an earlier run lost one guest-details POST that way); new requests go to the other two (nginx marks the dead one failed for 5 s).
- **Mail**: the load's bookings (two mails each) left the outbox ${round1(r.drainSeconds)} s after the load ended; the outbox sends one message per SMTP connection from one drain chain in the cluster, about 8 a second (see Faults), which is what the burst's length is kept short for. A replica killed while running the drain used to hold the chain until pg-boss expired its job (5 minutes, found by maintenance every 2 minutes); the drain now expires after 60 s and maintenance runs every 30 s (\`apps/api/src/jobs/\`).
- **During the replica database outage** (stop to 5 s after start): ${r.dbDown.requests} requests, ${r.dbDown.errors} failed (${r.dbDown.kinds}).

| check | result | detail |
|---|---|---|
${rows.join('\n')}

${failed === 0 ? 'Every check passed.' : `${failed} check(s) failed.`} Reproduce: \`npx tsx bench/cluster/run.ts\` (as root or a user who can run the PostgreSQL binaries in /usr/lib/postgresql/*/bin; nginx at /usr/sbin/nginx; Redis on 127.0.0.1:6379). Knobs: \`BENCH_CLUSTER_SECONDS\` (60; the three-replica users' level runs 30 s longer to hold both faults), \`BENCH_CLUSTER_USERS\` (60), \`BENCH_CLUSTER_CLIENTS\` (12), \`BENCH_CLUSTER_BURST_SECONDS\` (10), \`BENCH_CLUSTER_SITES\` (40), \`BENCH_CLUSTER_REDIS\`, \`BENCH_KEEP=1\`.`;
  log(`written to ${writeSection('cluster', section)}`);
};
