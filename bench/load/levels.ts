import { percentile, round1, type Server, sleep } from '../faults/harness.ts';
import type { HeapPoint } from './gc-trace.ts';
import { THINK_MS } from './load-settings.ts';
import type { Kind, Sample, VirtualUser } from './virtual-user.ts';

/** One level's figures: throughput, percentiles, per kind of request, errors by step and status. */
export const summarize = (samples: Sample[], seconds: number) => {
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
export const runLevel = async (
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

export type LevelRow = Awaited<ReturnType<typeof runLevel>> & { rssMax: number; rssEnd: number };
export type Soak = Awaited<ReturnType<typeof runLevel>> & { rssStart: number; heap: HeapPoint[] };
