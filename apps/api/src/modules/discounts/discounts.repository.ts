import { and, asc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { countRows, firstRow, insertRow, matching, siteRecords, updateSiteRow } from '../../db/rows.ts';
import { isTakenOnSite } from '../../db/taken-on-site.ts';
import { discounts } from './discounts.schema.ts';

const select = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, discounts).where(where).orderBy(asc(discounts.code), asc(discounts.id));

export const listDiscounts = (db: Tx, siteId: number, opts: { isPublished?: boolean } = {}) =>
  select(db, siteRecords(discounts, siteId, opts.isPublished));

export const findDiscount = (db: Tx, siteId: number, id: number) =>
  firstRow(select(db, matching(discounts, { siteId, id })));

/** Codes are stored in capitals; the caller passes the code already normalised. */
export const findDiscountByCode = async (db: Tx, siteId: number, code: string) =>
  (await select(db, and(eq(discounts.siteId, siteId), eq(sql`upper(${discounts.code})`, code))))[0];

export type DiscountRow = NonNullable<Awaited<ReturnType<typeof findDiscount>>>;

export type DiscountValues = {
  code: string;
  description: string | null;
  kind: string;
  value: number;
  validFrom: string;
  validTo: string;
  usageLimit: number | null;
};

export const insertDiscount = async (
  db: Tx,
  siteId: number,
  values: DiscountValues & { isDraft: boolean; isPublished: boolean; isEnabled: boolean; createdBy: number },
) => insertRow(db, discounts, { ...values, value: values.value.toFixed(2), siteId });

export const updateDiscount = (
  db: Tx,
  siteId: number,
  id: number,
  values: Partial<DiscountValues> & PublicationChange,
) =>
  updateSiteRow(db, discounts, siteId, id, {
    ...values,
    value: values.value === undefined ? undefined : values.value.toFixed(2),
  });

export const isCodeTaken = (db: Tx, siteId: number, code: string, exceptId?: number) =>
  isTakenOnSite(db, discounts, discounts.code, { siteId, value: code, fold: 'upper', exceptId });

/**
 * One use of a code for a ride on pickupDate, in one statement: the row is updated only while
 * the code is published, enabled, valid that day and below its usage limit. Concurrent
 * redemptions queue on the row lock and re-check the condition, so the limit is never passed.
 */
export const redeem = async (db: Tx, siteId: number, id: number, pickupDate: string) =>
  (
    await db
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1`, updatedOn: new Date() })
      .where(
        and(
          eq(discounts.siteId, siteId),
          eq(discounts.id, id),
          eq(discounts.isPublished, true),
          eq(discounts.isEnabled, true),
          lte(discounts.validFrom, pickupDate),
          gte(discounts.validTo, pickupDate),
          or(isNull(discounts.usageLimit), lt(discounts.usedCount, discounts.usageLimit)),
        ),
      )
      .returning({ id: discounts.id, code: discounts.code, kind: discounts.kind, value: discounts.value })
  )[0];

export const countDiscounts = async (db: Tx, siteId: number) => countRows(db, discounts, eq(discounts.siteId, siteId));
