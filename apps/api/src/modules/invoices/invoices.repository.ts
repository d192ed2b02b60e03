import { and, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { serviceProviders, sites } from '../sites/sites.schema.ts';
import { invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'createdOn' | 'updatedOn'>;

/**
 * Bookings a site took in [from, to): every booking made (created) in the window that is not
 * cancelled. A read-only count over the bookings table; bookings stay owned by their module.
 */
export const countBillableBookings = async (db: Tx, siteId: number, from: Date, to: Date) =>
  (
    await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.siteId, siteId),
          gte(bookings.createdOn, from),
          lt(bookings.createdOn, to),
          ne(bookings.bookingStatus, 'cancelled'),
        ),
      )
  )[0].n;

/** Provider sites (ids above the reserved 1..4) that have a company: who may be invoiced. */
export const providerSiteIds = async (db: Tx) =>
  (
    await db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(serviceProviders, eq(serviceProviders.siteId, sites.id))
      .orderBy(sites.id)
  )
    .map((r) => r.id)
    .filter((id) => id > 4);

export const findInvoiceOfMonth = async (db: Tx, siteId: number, periodStart: Date) =>
  (
    await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.siteId, siteId), eq(invoices.periodStart, periodStart)))
  )[0];

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
      .where(and(eq(invoices.siteId, siteId), eq(invoices.id, id)))
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
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.periodStart), invoices.siteId)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: n };
};
