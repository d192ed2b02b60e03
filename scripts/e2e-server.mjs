// Starts the product for browser journeys: a fresh embedded database with demo data and the built web app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data-e2e');
fs.rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', PORT: process.env.E2E_PORT ?? '3211', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
