/**
 * PostgreSQL ending a session (a restart, an administrator) while a transaction holds the
 * client between two queries must not kill the process: the transaction fails, the pool goes on.
 * Needs a real PostgreSQL (TEST_DATABASE_URL); PGlite has no sessions to end.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('openPostgres, session ended by the server', () => {
  it('When PostgreSQL terminates a session inside a transaction, then the transaction fails, nothing is thrown unhandled, and the pool answers again', async () => {
    const database = openPostgres(url as string, 2);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const pid = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows[0].pid as number;
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // Between two queries: the client is checked out and idle when the server ends it.
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
          return 'committed';
        })
        .catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(Error);
      expect(unhandled).toEqual([]);
      const again = await database.db.execute(sql`select 1 as one`);
      expect(again.rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await database.close();
    }
  });
});
