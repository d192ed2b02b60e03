/**
 * The pieces of the cluster benchmark that bench/faults does not already make: a streaming
 * replica of a throwaway primary (pg_basebackup -R), nginx as the load balancer with its own
 * prefix and config, a free loopback port, the shared signing key, and Redis on a database of its own.
 * Every piece runs as a child or in a temp dir the caller removes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { newDataDir, pgBinaries, pgServerControl } from '../faults/cluster.ts';
import { sleep } from '../faults/harness.ts';

/** A port nothing listens on now (the kernel's pick). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** One ES256 key for every API replica (JWT_PRIVATE_JWK), so a token or ticket from one is good on all. */
export const sharedSigningKey = () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: `bench-cluster-${Date.now().toString(36)}` });
};

/** Empties the benchmark's own Redis database (never the machine's others). */
export const flushRedis = async (url: string) => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
};

export type Standby = {
  url: string;
  stop: () => void;
  start: () => void;
  remove: () => void;
  lagBytes: () => Promise<number>;
};

/**
 * A hot standby of the primary on `port`: pg_basebackup -R (streaming, recovery settings written),
 * then started; waits until it accepts reads. Runs the binaries as postgres when we are root.
 */
export const createStandby = async (opts: {
  version: string;
  primaryPort: number;
  port: number;
  database: string;
  workDir: string;
}): Promise<Standby> => {
  const run = pgBinaries(opts.version);
  const { dataDir, logFile } = newDataDir('ridedesk-cluster-standby-');
  const host = ['-h', '127.0.0.1', '-p', String(opts.primaryPort), '-U', 'postgres'];
  run('pg_basebackup', ['-D', dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync', ...host]);
  const server = pgServerControl(run, { dataDir, logFile, port: opts.port });
  server.start();
  const url = `postgres://postgres@127.0.0.1:${opts.port}/${opts.database}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const inRecovery = (await client.query('select pg_is_in_recovery() r')).rows[0].r as boolean;
  await client.end();
  if (!inRecovery) throw new Error(`the replica on ${opts.port} is not in recovery; see ${logFile}`);
  return {
    url,
    stop: server.stop,
    start: server.start,
    remove: () => server.remove(path.join(opts.workDir, 'standby.log')),
    /** How far the replica's replay is behind the primary's WAL, asked of the primary. */
    lagBytes: async () => {
      const primary = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${opts.primaryPort}/postgres` });
      await primary.connect();
      const r = await primary.query(
        `select coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), -1)::bigint lag from pg_stat_replication`,
      );
      await primary.end();
      return Number(r.rows[0].lag);
    },
  };
};

/** Waits until the standby has replayed everything the primary wrote (after the bulk load). */
export const waitForReplay = async (standby: Standby, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await standby.lagBytes()) === 0) return;
    await sleep(500);
  }
  throw new Error('the replica did not catch up with the primary within 2 minutes');
};

export type Balancer = { port: number; setUpstreams: (ports: number[]) => Promise<void>; stop: () => Promise<void> };

const nginxConf = (dir: string, port: number, upstreams: number[]) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;

/**
 * nginx (Debian's /usr/sbin/nginx) in the foreground as our child, its prefix, config, pid and
 * error log in `dir`. `setUpstreams` rewrites the upstream list and reloads (SIGHUP): new
 * requests go to the new list, requests in flight finish on the old workers.
 */
export const startBalancer = async (dir: string, port: number, upstreams: number[]): Promise<Balancer> => {
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(dir, port, upstreams));
  const proc: ChildProcess = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (c) => {
    stderr += c;
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) break;
    await sleep(100);
  }
  return {
    port,
    setUpstreams: async (ports) => {
      fs.writeFileSync(conf, nginxConf(dir, port, ports));
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]);
      proc.kill('SIGHUP');
      await sleep(1000);
    },
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    },
  };
};

/** CPU seconds (user + system) a process has used, from /proc (0 when it is gone). */
export const cpuSeconds = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
