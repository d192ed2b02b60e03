import { and, desc, eq, inArray, lt, lte, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { duePending, lockOldest } from '../../db/outbox-claims.ts';
import { smsOptOuts, smsOutbox } from './sms.schema.ts';

export type SmsRow = typeof smsOutbox.$inferSelect;

/** One text; undefined when its dedupe key was already used on its site (nothing written). */
export const insertText = async (db: Tx, values: typeof smsOutbox.$inferInsert) =>
  (await db.insert(smsOutbox).values(values).onConflictDoNothing().returning({ id: smsOutbox.id }))[0]?.id;

const earlier = alias(smsOutbox, 'earlier');

/**
 * The oldest due pending text, locked for this transaction; other drains skip it. A text waits
 * while an older one to the same number is still pending or being sent (a retry, a dead claim),
 * so a traveller's texts arrive in the order they were written.
 */
export const claimDueText = (db: Tx, now: Date) =>
  lockOldest(
    db,
    smsOutbox,
    and(
      duePending(smsOutbox, now),
      notExists(
        db
          .select({ id: earlier.id })
          .from(earlier)
          .where(
            and(
              eq(earlier.to, smsOutbox.to),
              lt(earlier.id, smsOutbox.id),
              inArray(earlier.status, ['pending', 'sending']),
            ),
          ),
      ),
    ),
    smsOutbox.nextAttemptAt,
  );

/** The oldest 'sending' claim older than `before` (its process died mid-send), locked. */
export const claimStaleSending = (db: Tx, before: Date) =>
  lockOldest(
    db,
    smsOutbox,
    and(eq(smsOutbox.status, 'sending'), lte(smsOutbox.claimedOn, before)),
    smsOutbox.claimedOn,
  );

const byKey = (row: Pick<SmsRow, 'siteId' | 'id'>) => and(eq(smsOutbox.siteId, row.siteId), eq(smsOutbox.id, row.id));

export const update = (db: Tx, row: Pick<SmsRow, 'siteId' | 'id'>, values: Partial<typeof smsOutbox.$inferInsert>) =>
  db.update(smsOutbox).set(values).where(byKey(row));

/** The result of a send, written only while the row is still this claim's (a reconciler may have settled it). */
export const settleClaim = async (
  db: Tx,
  row: Pick<SmsRow, 'siteId' | 'id' | 'claimedOn'>,
  values: Partial<typeof smsOutbox.$inferInsert>,
) =>
  (
    await db
      .update(smsOutbox)
      .set(values)
      .where(
        and(
          byKey(row),
          eq(smsOutbox.status, 'sending'),
          row.claimedOn ? eq(smsOutbox.claimedOn, row.claimedOn) : undefined,
        ),
      )
      .returning({ id: smsOutbox.id })
  ).length > 0;

/** A provider's delivery report: the row it names, moved to its new status. */
export const updateByProviderId = async (
  db: Tx,
  providerId: string,
  values: Partial<typeof smsOutbox.$inferInsert>,
  onlyFrom: string[],
) =>
  (
    await db
      .update(smsOutbox)
      .set(values)
      .where(and(eq(smsOutbox.providerId, providerId), inArray(smsOutbox.status, onlyFrom)))
      .returning({ id: smsOutbox.id })
  ).length;

export const listTexts = (db: Tx, opts: { to?: string; limit: number }) =>
  db
    .select()
    .from(smsOutbox)
    .where(opts.to ? eq(smsOutbox.to, opts.to) : undefined)
    .orderBy(desc(smsOutbox.createdOn), desc(smsOutbox.id))
    .limit(opts.limit);

/** Whether a number opted out on the site or on the platform number (site 1: every site). */
export const isOptedOut = async (db: Tx, siteIds: number[], phone: string) =>
  (
    await db
      .select({ phone: smsOptOuts.phone })
      .from(smsOptOuts)
      .where(and(inArray(smsOptOuts.siteId, siteIds), eq(smsOptOuts.phone, phone)))
      .limit(1)
  ).length > 0;

export const insertOptOut = (db: Tx, siteId: number, phone: string, at: Date) =>
  db.insert(smsOptOuts).values({ siteId, phone, createdOn: at }).onConflictDoNothing();

export const deleteOptOut = (db: Tx, siteId: number, phone: string) =>
  db.delete(smsOptOuts).where(and(eq(smsOptOuts.siteId, siteId), eq(smsOptOuts.phone, phone)));
