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

/** The newest PostgreSQL under /usr/lib/postgresql with a pg_ctl. */
const newestVersion = () => {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return versions[0];
};

export type Cluster = {
  url: string;
  version: string;
  /** Stops the server (fast: open sessions are ended), as a crash or a restart would. */
  stop: () => void;
  start: () => void;
  remove: () => void;
};

/** Runs a binary of the machine's PostgreSQL `version`, as the postgres user when we are root. */
export const pgBinaries = (version: string) => {
  const dir = path.join('/usr/lib/postgresql', version, 'bin');
  const asRoot = process.getuid?.() === 0;
  return (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(dir, bin), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(dir, bin), args, { stdio: 'pipe' });
};
export type PgRun = ReturnType<typeof pgBinaries>;

/**
 * An empty data directory in the temp dir with its log file beside it, not in it (the postgres
 * user must reach both; a caller's work dir is mode 0700), owned by postgres when we are root.
 */
export const newDataDir = (prefix: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const logFile = `${dataDir}.log`;
  fs.writeFileSync(logFile, '');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dataDir, logFile]);
  return { dataDir, logFile };
};

/**
 * pg_ctl over a data directory: `start` on a loopback port (fsync off, 100 connections), `stop`
 * fast (open sessions are ended, as a crash or a restart would), `remove` stops at once and
 * deletes the directory and its log, keeping a copy of the log at `keepLogAs` if given.
 */
export const pgServerControl = (
  run: PgRun,
  { dataDir, logFile, port }: { dataDir: string; logFile: string; port: number },
) => {
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', dataDir, '-l', logFile, '-w', '-t', '60', ...extra]);
  return {
    start: () =>
      ctl('start', ['-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`]),
    stop: () => ctl('stop', ['-m', 'fast']),
    remove: (keepLogAs?: string) => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } catch {}
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keepLogAs && fs.existsSync(logFile)) fs.copyFileSync(logFile, keepLogAs);
      fs.rmSync(logFile, { force: true });
    },
  };
};

export const createCluster = async (opts: { port: number; database: string }): Promise<Cluster> => {
  const version = newestVersion();
  const run = pgBinaries(version);
  const { dataDir, logFile } = newDataDir('ridedesk-faults-pg-');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const server = pgServerControl(run, { dataDir, logFile, port: opts.port });
  server.start();

  const url = `postgres://postgres@127.0.0.1:${opts.port}/${opts.database}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${opts.port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${opts.database}`);
  await admin.end();

  return { url, version, stop: server.stop, start: server.start, remove: () => server.remove() };
};
