// Starts the product for browser journeys: a fresh embedded database with demo data and the
// built web app. Each port gets its own build output and data directory, so several runs can
// go side by side (E2E_PORT).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3211';
const dataDir = path.join(root, `.data-e2e-${port}`);
const webDist = path.join(root, '.e2e-dist', port);
fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// E2E_DATABASE_URL (a PostgreSQL server, as in CI): the journeys run against a fresh database
// `ridedesk_e2e_<port>` on it instead of the embedded PGlite.
let databaseUrl;
if (process.env.E2E_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  const name = `ridedesk_e2e_${port}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // The demo's UA 1542 is announced late three minutes after a demo starts; the journeys read
    // today's demo day as seeded, so the announcement waits a day (flight-knock-on.spec.ts moves
    // its own flight; flights.polling.test.ts proves the announced delay against the fake AeroAPI).
    DEMO_FLIGHT_ANNOUNCE_SECONDS: process.env.DEMO_FLIGHT_ANNOUNCE_SECONDS ?? '86400',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
