import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.schema.ts';

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
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    id: integer().generatedAlwaysAsIdentity(),
    invoiceNumber: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** Exclusive: the first instant of the next month. */
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    /** Draft invoices count bookings up to this moment; issued ones to the period's end. */
    countedUntil: timestamp({ withTimezone: true }).notNull(),
    issuedOn: timestamp({ withTimezone: true }).notNull(),
    dueOn: timestamp({ withTimezone: true }).notNull(),
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
    paidOn: timestamp({ withTimezone: true }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'invoices_pk', columns: [t.siteId, t.id] }),
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
