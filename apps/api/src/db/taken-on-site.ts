/**
 * Whether a site already has a record holding a value that its unique index compares without
 * case (a promo code, a VIN, a price definition's name). A use case asks before it writes, so the
 * refusal names the field; the unique index still decides a race.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import { hasRow } from './rows.ts';

/**
 * `fold` is the index's own ('lower' or 'upper'), so the read compares as the index does;
 * `exceptId` is the record being edited, which may keep its value.
 */
export const isTakenOnSite = (
  db: Tx,
  table: PgTable & { siteId: AnyPgColumn; id: AnyPgColumn },
  column: AnyPgColumn,
  key: { siteId: number; value: string; fold: 'lower' | 'upper'; exceptId?: number },
) =>
  hasRow(
    db,
    table,
    and(
      eq(table.siteId, key.siteId),
      eq(
        sql`${sql.raw(key.fold)}(${column})`,
        key.fold === 'lower' ? key.value.toLowerCase() : key.value.toUpperCase(),
      ),
      key.exceptId ? ne(table.id, key.exceptId) : undefined,
    ),
  );
