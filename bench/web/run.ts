/**
 * Measures what a traveller's browser loads and sees: the JavaScript of the first load of the
 * landing and booking pages (gzipped), Largest Contentful Paint and Cumulative Layout Shift, in
 * Debian's Chromium through Playwright, on a production build served by the product itself with
 * its demo data. Writes its section of docs/benchmarks.md.
 *
 *   npx tsx bench/web/run.ts            (BENCH_WEB_RUNS=5, BENCH_WEB_PORT=3396)
 *
 * BENCH_WEB_BUSY=N keeps N processes spinning on the CPU while the pages are measured: the same
 * visits on a machine that is busy with something else.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3396);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const DIST = path.join(ROOT, '.bench-web-dist');
const DATA = path.join(ROOT, '.bench-web-data');
const HOST = `citylimo.localhost:${PORT}`;
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'booking', path: '/systembooking' },
];
const BUSY = Number(process.env.BENCH_WEB_BUSY ?? 0);
const TARGETS = { jsKb: 150, lcpMs: 1500, cls: 0.05 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const build = () => {
  const started = performance.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
  return (performance.now() - started) / 1000;
};

const startServer = async () => {
  fs.rmSync(DATA, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATA_DIR: DATA,
      WEB_DIST: DIST,
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i++) {
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

type Sample = { jsGzipKb: number; jsFiles: number; lcpMs: number; cls: number };

const measure = async (browser: Awaited<ReturnType<typeof chromium.launch>>, pagePath: string): Promise<Sample> => {
  // A new context each run: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') && !(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(url, zlib.gzipSync(body, { level: 9 }).length);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://${HOST}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await context.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  if (process.env.BENCH_WEB_LIST === '1')
    for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
  return { jsGzipKb: Math.round((total / 1024) * 10) / 10, jsFiles: scripts.size, lcpMs: Math.round(lcp), cls };
};

const writeSection = (body: string) => {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const start = '<!-- bench:web -->';
  const end = '<!-- /bench:web -->';
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = `${start}\n${body}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
};

/** N processes that each keep one core busy until they are killed. */
const startBusyLoops = (n: number) =>
  Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

const main = async () => {
  const buildSeconds = build();
  const server = await startServer();
  const loadAtStart = loadAverage();
  const busy = startBusyLoops(BUSY);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = [];
  const verdicts: string[] = [];
  try {
    // One warm-up visit so the server's first-request costs are not counted as the page's.
    await measure(browser, '/');
    for (const p of PAGES) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, p.path));
      console.log(`  ${p.name}: LCP ${samples.map((s) => s.lcpMs).join(', ')} ms`);
      const js = median(samples.map((s) => s.jsGzipKb));
      const lcp = median(samples.map((s) => s.lcpMs));
      const cls = Math.max(...samples.map((s) => s.cls));
      rows.push(
        `| ${p.name} (\`${p.path}\`) | ${js} | ${samples[0].jsFiles} | ${lcp} | ${Math.max(...samples.map((s) => s.lcpMs))} | ${cls.toFixed(3)} |`,
      );
      verdicts.push(
        `${p.name}: JS ${js <= TARGETS.jsKb ? 'met' : 'NOT met'}, LCP ${lcp <= TARGETS.lcpMs ? 'met' : 'NOT met'}, CLS ${cls <= TARGETS.cls ? 'met' : 'NOT met'}`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    for (const loop of busy) loop.kill('SIGKILL');
    await browser.close();
    server.kill('SIGTERM');
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  writeSection(`## The traveller's pages in the browser (\`bench/web\`)

First visit (empty cache) of the customer portal of \`citylimo.localhost\` in Debian's Chromium (headless, 1280×800, no network throttling, loopback), production build served by the product with its demo data. JavaScript is the sum of every script the page loaded before the network went idle, gzipped at level 9; LCP is the median of ${RUNS} visits, CLS the worst of them.

Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Measured ${new Date().toISOString().slice(0, 10)}; load average ${loadAtStart} at the start of the visits and ${loadAverage()} at the end${BUSY ? `, with ${BUSY} busy loop${BUSY > 1 ? 's' : ''} (\`BENCH_WEB_BUSY=${BUSY}\`) spinning on the CPU throughout` : ''}. Build took ${buildSeconds.toFixed(0)} s.

| page | JS gzipped KB | scripts | LCP median ms | LCP worst ms | CLS worst |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

Targets: at most ${TARGETS.jsKb} KB of JavaScript gzipped on the booking page's first load, LCP under ${TARGETS.lcpMs} ms and no layout shift above ${TARGETS.cls}. ${verdicts.join('; ')}.

Reproduce: \`npx tsx bench/web/run.ts\``);
};

await main();
