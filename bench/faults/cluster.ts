/**
 * A throwaway PostgreSQL cluster for the fault benchmark, made with the machine's Debian binaries
 * (/usr/lib/postgresql/<version>/bin), so it can be stopped and restarted without touching the
 * shared server on 127.0.0.1:5432. Runs as the postgres user when the script runs as root.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const binDir = () => {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return { dir: path.join(base, versions[0], 'bin'), version: versions[0] };
};

export type Cluster = {
  url: string;
  version: string;
  /** Stops the server (fast: open sessions are ended), as a crash or a restart would. */
  stop: () => void;
  start: () => void;
  remove: () => void;
};

export const createCluster = async (opts: { port: number; database: string }): Promise<Cluster> => {
  const { dir, version } = binDir();
  const asRoot = process.getuid?.() === 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-faults-pg-'));
  const logFile = path.join(dataDir, '..', `${path.basename(dataDir)}.log`);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  if (asRoot) {
    fs.writeFileSync(logFile, '');
    execFileSync('chown', ['postgres:postgres', logFile]);
  }
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(dir, bin), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(dir, bin), args, { stdio: 'pipe' });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', dataDir, '-l', logFile, '-w', '-t', '60', ...extra]);
  const start = () =>
    ctl('start', ['-o', `-p ${opts.port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`]);
  start();

  const url = `postgres://postgres@127.0.0.1:${opts.port}/${opts.database}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${opts.port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${opts.database}`);
  await admin.end();

  return {
    url,
    version,
    stop: () => ctl('stop', ['-m', 'fast']),
    start,
    remove: () => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } catch {}
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(logFile, { force: true });
    },
  };
};
