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
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const DRIZZLE_OPTIONS = { casing: 'snake_case' as const };

export const openPostgres = (url: string, poolSize = 10): Database => {
  // JIT compilation is for long analytical queries; on this product's short, planned-once
  // queries it only adds tens of milliseconds when a cost estimate crosses jit_above_cost.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle client's error (the server restarted) must not crash the process.
  pool.on('error', () => {});
  // A checked-out client (a transaction between two queries) has no pool listener: without its
  // own, PostgreSQL ending the session (a restart) is an unhandled 'error' event that kills the
  // process. Its next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, DRIZZLE_OPTIONS) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
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
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};

export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return wrapPglite(await createPglite(path.join(opts.dataDir, 'pgdata')));
};
