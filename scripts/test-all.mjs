// Runs every test: unit, API (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and component
// tests with Vitest, then the browser journeys with Playwright; ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;
let exit = 0;
// The names of the failed tests are repeated under the summary, so the tail of a long CI log says
// what failed without scrolling back through every reporter.
const failures = [];

const vitestFile = path.join(results, 'vitest-results.json');
fs.rmSync(vitestFile, { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
if (fs.existsSync(vitestFile)) {
  const v = JSON.parse(fs.readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const name = path.relative(root, file.name);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${name} (the file did not run)\n    ${(file.message ?? '').split('\n')[0].slice(0, 400)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, 3)
        .join(' | ');
      failures.push(`${name} › ${test.fullName}\n    ${message.slice(0, 400)}`);
    }
  }
}
if (vitestStatus !== 0) exit = 1;

/** Adds a Playwright JSON report to the totals and names its unexpected (failed) tests. */
function countPlaywright(report) {
  const s = report.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        // The first result that failed: a serial group's retry may have skipped this test.
        const failedRun = (test.results ?? []).find((r) => r.error);
        const message = stripVTControlCharacters(failedRun?.error?.message ?? '')
          .split('\n')
          .filter((line) => line.trim())
          .slice(0, 3)
          .join(' | ');
        failures.push(
          `${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}\n    ${message.slice(0, 400)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('\nBrowser journeys skipped (SKIP_E2E=1).');
} else if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it (apt-get install chromium) to run the browser journeys.`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\n${message}`);
    exit = 1;
  } else console.warn(`\nWARNING: ${message} Browser journeys were NOT run.`);
} else {
  const e2eFile = path.join(results, 'e2e-results.json');
  fs.rmSync(e2eFile, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test']);
  if (fs.existsSync(e2eFile)) countPlaywright(JSON.parse(fs.readFileSync(e2eFile, 'utf8')));
  if (e2eStatus !== 0) exit = 1;

  // External sign-in needs the server started with a local OpenID provider: its own config.
  const externalFile = path.join(results, 'e2e-external-results.json');
  fs.rmSync(externalFile, { force: true });
  const built = fs.existsSync(path.join(root, '.e2e-dist', process.env.E2E_PORT ?? '3211', 'index.html'));
  const externalStatus = run(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/e2e/external-signin.config.ts'],
    built ? { E2E_SKIP_BUILD: '1' } : {},
  );
  if (fs.existsSync(externalFile)) countPlaywright(JSON.parse(fs.readFileSync(externalFile, 'utf8')));
  if (externalStatus !== 0) exit = 1;
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exit || (failed > 0 ? 1 : 0));
