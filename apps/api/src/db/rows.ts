/**
 * The small query shapes every repository repeated, written once: one row by its key, a count,
 * whether any row matches, a page of a list with the list's size, the insert of one row and the
 * update of one tenant row. Each takes the table it
 * reads, so a repository still names every table it touches (and only its own).
 */
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

type TenantTable = PgTable & { siteId: AnyPgColumn; id: AnyPgColumn };

/**
 * The rows whose columns equal the given values, all of them: `matching(bookings, { siteId, id })`
 * is `and(eq(bookings.siteId, siteId), eq(bookings.id, id))`, in the order the values are given.
 */
export const matching = <T extends PgTable>(table: T, values: Partial<T['$inferSelect']>) => {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return and(...Object.entries(values).map(([name, value]) => eq(columns[name], value)));
};

/** The first row a query answers, or undefined when it answers none. */
export const firstRow = async <R>(rows: PromiseLike<R[]>): Promise<R | undefined> => (await rows)[0];

/** Rows published or not, as asked; no condition (every row) when not asked. */
export const publishedIs = (column: AnyPgColumn, isPublished?: boolean) =>
  isPublished === undefined ? undefined : eq(column, isPublished);

/** A site's rows of a draft-and-publish table (fleets, prices, promo codes, garages), published or not as asked. */
export const siteRecords = (table: TenantTable & { isPublished: AnyPgColumn }, siteId: number, isPublished?: boolean) =>
  and(eq(table.siteId, siteId), publishedIs(table.isPublished, isPublished));

/** A tenant table's row by its key (site and id), or undefined when the site has no such row. */
export const findSiteRow = <T extends TenantTable>(db: Tx, table: T, siteId: number, id: number) =>
  firstRow(
    db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.siteId, siteId), eq(table.id, id))) as PromiseLike<T['$inferSelect'][]>,
  );

/** Whether any row of a table matches `where` (a name or a code already taken); reads one id at most. */
export const hasRow = async (db: Tx, table: PgTable & { id: AnyPgColumn }, where: SQL | undefined) =>
  (
    await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(where)
      .limit(1)
  ).length > 0;

/** Writes one row and answers the id the database gave it. */
export const insertRow = async <T extends PgTable & { id: AnyPgColumn }>(
  db: Tx,
  table: T,
  values: PgInsertValue<T>,
) => {
  const [row] = await db
    .insert(table as PgTable & { id: AnyPgColumn })
    .values(values as PgInsertValue<PgTable>)
    .returning({ id: table.id });
  if (!row) throw new Error('the insert returned no row');
  return row.id as number;
};

/** How many rows of a table match `where` (every row without one). */
export const countRows = async (db: Tx, table: PgTable, where?: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** A page of a list and the size of the whole list, read at the same time. */
export const withTotal = async <R>(rows: PromiseLike<R[]>, total: PromiseLike<number>) => {
  const [page, size] = await Promise.all([rows, total]);
  return { rows: page, total: size };
};

type DatedTable = PgTable & { createdOn: AnyPgColumn; id: AnyPgColumn };
/** A select whose rows are R, before its where, order and page. */
type PageableSelect<R> = {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
};

/** Newest first, then the later id first: the order of every list of posts (reviews, notifications, complaints). */
export const newestFirst = (table: DatedTable) => [desc(table.createdOn), desc(table.id)];

/**
 * One page of a list newest first (`query` is its select), and how many rows
 * of the table `where` matches.
 */
export const newestPage = <R>(
  db: Tx,
  table: DatedTable,
  query: PageableSelect<R>,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) =>
  withTotal(
    query
      .where(where)
      .orderBy(...newestFirst(table))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, table, where),
  );

/**
 * Changes one row of a tenant table and stamps its updatedOn; false when the site has no such
 * row (nothing changed).
 */
export const updateSiteRow = async <T extends TenantTable & { updatedOn: AnyPgColumn }>(
  db: Tx,
  table: T,
  siteId: number,
  id: number,
  values: PgUpdateSetSource<T>,
) =>
  (
    await db
      .update(table as TenantTable)
      .set({ ...values, updatedOn: new Date() } as PgUpdateSetSource<TenantTable>)
      .where(and(eq(table.siteId, siteId), eq(table.id, id)))
      .returning({ id: table.id })
  ).length > 0;
