import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changeTimes, instant, tenantPrimaryKey } from '../../db/columns.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

export type InvoiceLineJson = {
  code: 'plan' | 'overage';
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
};

export type InvoiceBuyerJson = {
  name: string;
  siteTitle: string;
  host: string;
  email: string | null;
  phone: string | null;
  zipCode: string | null;
  ein: string | null;
};

/**
 * A provider's monthly invoice (DESIGN.md section 9): the plan fee plus $0.25 for each booking
 * above the plan's allowance, and tax. A month has one invoice per site: a 'Draft' while the
 * month runs (regenerated on demand), 'Due' once issued at the month's end, then 'Paid'.
 * Amounts are computed in cents by packages/domain and stored as numeric(12,2).
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantKeyColumns(),
    invoiceNumber: text().notNull(),
    periodStart: instant().notNull(),
    /** Exclusive: the first instant of the next month. */
    periodEnd: instant().notNull(),
    /** Draft invoices count bookings up to this moment; issued ones to the period's end. */
    countedUntil: instant().notNull(),
    issuedOn: instant().notNull(),
    dueOn: instant().notNull(),
    planId: integer().notNull(),
    planName: text().notNull(),
    bookings: integer().notNull(),
    allowance: integer().notNull(),
    overageBookings: integer().notNull(),
    planFee: numeric({ precision: 12, scale: 2 }).notNull(),
    overageAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    subtotal: numeric({ precision: 12, scale: 2 }).notNull(),
    taxBasisPoints: integer().notNull(),
    tax: numeric({ precision: 12, scale: 2 }).notNull(),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    lines: jsonb().$type<InvoiceLineJson[]>().notNull(),
    buyer: jsonb().$type<InvoiceBuyerJson>().notNull(),
    status: text().notNull().default('Draft'),
    paidOn: instant(),
    ...changeTimes(),
  },
  (t) => [
    tenantPrimaryKey('invoices', t),
    uniqueIndex('invoices_id_uq').on(t.id),
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    uniqueIndex('invoices_site_period_uq').on(t.siteId, t.periodStart),
    index('invoices_period_idx').on(t.periodStart),
    check('invoices_status_ck', sql`${t.status} in ('Draft','Due','Paid')`),
    check(
      'invoices_amounts_ck',
      sql`${t.planFee} >= 0 and ${t.overageAmount} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} + ${t.tax}`,
    ),
  ],
);
