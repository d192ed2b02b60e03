import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countRows, matching, withTotal } from '../../db/rows.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'createdOn' | 'updatedOn'>;

export const findInvoiceOfMonth = async (db: Tx, siteId: number, periodStart: Date) =>
  (await db.select().from(invoices).where(matching(invoices, { siteId, periodStart })))[0];

export const findInvoice = async (db: Tx, id: number, scope: SiteScope) =>
  (
    await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), inSiteScope(invoices.siteId, scope)))
  )[0];

export const insertInvoice = async (db: Tx, values: InvoiceValues) =>
  (await db.insert(invoices).values(values).returning())[0];

export const replaceInvoice = async (db: Tx, siteId: number, id: number, values: Partial<InvoiceValues>) =>
  (
    await db
      .update(invoices)
      .set({ ...values, updatedOn: new Date() })
      .where(matching(invoices, { siteId, id }))
      .returning()
  )[0];

export const listInvoices = async (
  db: Tx,
  filter: { scope: SiteScope; status?: string; offset: number; limit: number },
) => {
  const where: SQL | undefined = and(
    inSiteScope(invoices.siteId, filter.scope),
    filter.status ? eq(invoices.status, filter.status) : undefined,
  );
  return withTotal(
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.periodStart), invoices.siteId)
      .offset(filter.offset)
      .limit(filter.limit),
    countRows(db, invoices, where),
  );
};
