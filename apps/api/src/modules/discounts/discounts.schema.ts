import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, publicationColumns, tenantPrimaryKey } from '../../db/columns.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/**
 * Promo codes of a site (DESIGN.md section 9). A code is unique per site whatever its case; it
 * applies from validFrom to validTo (both included) and at most usageLimit times when one is set.
 * usedCount rises inside the booking transaction, guarded so it never passes the limit.
 */
export const discounts = pgTable(
  'discounts',
  {
    ...tenantKeyColumns(),
    code: text().notNull(),
    description: text(),
    kind: text().notNull(),
    value: numeric({ precision: 12, scale: 2 }).notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    ...publicationColumns(),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('discounts', t),
    uniqueIndex('discounts_site_code_uq').on(t.siteId, sql`upper(${t.code})`),
    check('discounts_code_ck', sql`${t.code} ~ '^[A-Z0-9-]{3,30}$'`),
    check('discounts_kind_ck', sql`${t.kind} in ('percent', 'amount')`),
    check('discounts_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('discounts_validity_ck', sql`${t.validTo} >= ${t.validFrom}`),
    check(
      'discounts_usage_ck',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.usedCount} <= ${t.usageLimit}))`,
    ),
  ],
);
