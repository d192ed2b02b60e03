import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createPglite, type Database, openPostgres, wrapPglite } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/setup.ts';

/**
 * One database that several app instances ("replicas") share in a test. With TEST_DATABASE_URL
 * each `open()` is its own set of connections to one fresh PostgreSQL database, as separate
 * processes would have; on PGlite every instance shares the one in-process database.
 */
export const createSharedDatabase = async (opts: { prepared: boolean }) => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = wrapPglite(await createPglite());
    if (opts.prepared) await prepareDatabase(database, { demo: true });
    return {
      kind: 'pglite' as const,
      open: (): Database => ({ ...database, close: async () => {} }),
      drop: () => database.close(),
    };
  }
  const name = `ridedesk_shared_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (opts.prepared) {
    const first = openPostgres(url.toString(), 4);
    await prepareDatabase(first, { demo: true });
    await first.close();
  }
  return {
    kind: 'postgres' as const,
    url: url.toString(),
    open: (): Database => openPostgres(url.toString(), 5),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/**
 * A shared database for the tests of one describe block, made before them and dropped after
 * them. `open()` gives one replica its own connections; what a test runs on a replica (an event
 * bus, a job queue) is handed to `stopAtEnd`, and stopped before the connections close.
 */
export const useSharedDatabase = (opts: { prepared: boolean }) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
  const opened: Database[] = [];
  const stops: (() => unknown)[] = [];
  beforeAll(async () => {
    shared = await createSharedDatabase(opts);
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const database of opened) await database.close();
    await shared?.drop();
  });
  return {
    open: () => {
      if (!shared) throw new Error('the shared database is made in beforeAll; open it in a test or a later hook');
      const database = shared.open();
      opened.push(database);
      return database;
    },
    stopAtEnd: (stop: () => unknown) => {
      stops.push(stop);
    },
  };
};

/** The environment that gives app instances one signing key, as a deployment's replicas share it. */
export const replicaSigningKeyEnv = async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { JWT_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'replicas' }) };
};
