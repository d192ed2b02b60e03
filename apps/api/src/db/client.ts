import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assertChannel, createPgListener, type Listen } from './listener.ts';
import { ReadRoutingPool } from './read-routing.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * One database type for both drivers: PGlite and node-postgres expose the same Drizzle
 * query builder, so repositories are written once against this type.
 */
export type Db = NodePgDatabase<Record<string, never>>;
export type Tx =
  | Db
  | PgTransaction<NodePgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;

export type Database = {
  db: Db;
  /**
   * Reads that may lag a moment behind the primary (fleet search, back-office lists): the
   * replica when DATABASE_READ_URL is set, except after the caller's own write; the primary
   * (the same as `db`) otherwise. Its transactions always run on the primary.
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (the event bus): a dedicated connection on PostgreSQL, PGlite's own on PGlite. */
  listen: Listen;
  /** Plain SQL on the primary outside Drizzle (the job queue, NOTIFY); several statements when there are no values. */
  executeSql: ExecuteSql;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type ExecuteSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

const DRIZZLE_OPTIONS = { casing: 'snake_case' as const };

const openPool = (url: string, max: number) => {
  // JIT compilation is for long analytical queries; on this product's short, planned-once
  // queries it only adds tens of milliseconds when a cost estimate crosses jit_above_cost.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client's error (the server restarted) must not crash the process.
  pool.on('error', () => {});
  // A checked-out client (a transaction between two queries) has no pool listener: without its
  // own, PostgreSQL ending the session (a restart) is an unhandled 'error' event that kills the
  // process. Its next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
};

export type PostgresOptions = {
  /** A streaming replica for `read` (DATABASE_READ_URL). */
  readUrl?: string;
  /** Where LISTEN connects (DATABASE_LISTEN_URL): the primary directly, not through PgBouncer. */
  listenUrl?: string;
  log?: (message: string, error?: unknown) => void;
};

export const openPostgres = (url: string, poolSize = 10, options: PostgresOptions = {}): Database => {
  const pool = openPool(url, poolSize);
  const db = drizzlePg(pool, DRIZZLE_OPTIONS) as unknown as Db;
  const replica = options.readUrl ? openPool(options.readUrl, poolSize) : null;
  const read = replica
    ? (drizzlePg(
        new ReadRoutingPool(pool, replica, {
          onReplicaDown: (error) => options.log?.('read replica unreachable; reading from the primary for now', error),
        }) as unknown as pg.Pool,
        DRIZZLE_OPTIONS,
      ) as unknown as Db)
    : db;
  const listener = createPgListener(options.listenUrl ?? url, { log: options.log });
  return {
    db,
    read,
    kind: 'postgres',
    listen: listener.listen,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // Several statements answer one result each: the last is the one that counts.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await listener.close();
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
};

export const createPglite = async (dataDir?: string) => {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // PGlite.create with an options object: `new PGlite(undefined, opts)` drops the options, and
  // with them btree_gist, which the double-booking exclusion constraint needs.
  return PGlite.create({ dataDir, extensions: { btree_gist } });
};

export const wrapPglite = (client: PGlite): Database => {
  const db = drizzlePglite(client, DRIZZLE_OPTIONS) as unknown as Db;
  return {
    db,
    read: db,
    kind: 'pglite',
    // PGlite delivers NOTIFY on commit as PostgreSQL does, so the event bus runs the same SQL.
    listen: async (channel, handler) => {
      const stop = await client.listen(assertChannel(channel), handler.onPayload);
      handler.onConnect?.(false);
      return stop;
    },
    executeSql: async (text, values) => {
      if (!values?.length) {
        // Several statements (pg-boss's own BEGIN ... COMMIT) on PGlite's one connection: inside
        // transaction() it holds the connection throughout and rolls back on an error, so no other
        // caller's query ever lands in a half-done, aborted transaction.
        const results = await client.transaction((tx) => tx.exec(text));
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.affectedRows ?? 0 };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};

export const openDatabase = async (opts: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  databaseListenUrl?: string;
  dataDir: string;
  log?: (message: string, error?: unknown) => void;
}): Promise<Database> => {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, 10, {
      readUrl: opts.databaseReadUrl,
      listenUrl: opts.databaseListenUrl,
      log: opts.log,
    });
  return wrapPglite(await createPglite(path.join(opts.dataDir, 'pgdata')));
};
