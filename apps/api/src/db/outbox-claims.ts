/**
 * What the mail and SMS outboxes' claims share (decisions 0017 and 0030): a worker takes the
 * oldest row it may send, locked for its transaction; a concurrent worker skips that row (SKIP
 * LOCKED) and takes the next, so two workers never send one message.
 */
import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import { firstRow } from './rows.ts';

/** An outbox's pending rows whose next attempt is due by `now`. */
export const duePending = (table: { status: AnyPgColumn; nextAttemptAt: AnyPgColumn }, now: Date) =>
  and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now));

/** The first row `where` matches in the order of `by` (then id), locked; undefined when none is free. */
export const lockOldest = <T extends PgTable & { id: AnyPgColumn }>(
  db: Tx,
  table: T,
  where: SQL | undefined,
  by: AnyPgColumn,
) =>
  firstRow(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(by), asc(table.id))
      .limit(1)
      .for('update', { skipLocked: true }) as PromiseLike<T['$inferSelect'][]>,
  );
