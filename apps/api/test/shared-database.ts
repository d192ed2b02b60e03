import { randomUUID } from 'node:crypto';
import pg from 'pg';
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
