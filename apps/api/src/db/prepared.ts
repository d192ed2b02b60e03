import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

type BuiltQuery = { sql: string; params: unknown[] };
type DrizzleInternals = {
  dialect: { sqlToQuery: (query: SQL) => BuiltQuery };
  session: {
    prepareQuery: (
      query: BuiltQuery,
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ) => { execute: () => Promise<{ rows: unknown[] }> };
  };
};

/**
 * Runs a hot read query as a named prepared statement, so PostgreSQL parses and plans it once
 * per connection instead of on every request (fleet search: docs/benchmarks.md). The name is a
 * hash of the SQL text, so each shape of a query built with optional fragments gets its own
 * statement. Drizzle's `execute` cannot name a statement, so this reaches its session the way
 * `execute` itself does; PGlite ignores the name.
 */
export const executePrepared = (db: Tx, query: SQL) => {
  const internals = db as unknown as DrizzleInternals;
  const built = internals.dialect.sqlToQuery(query);
  const name = `rd_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return internals.session.prepareQuery(built, undefined, name, false).execute();
};
