import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { duePending, lockOldest } from '../../db/outbox-claims.ts';
import { hasRow, matching } from '../../db/rows.ts';
import { mailOutbox } from './mail.schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** One message; undefined when its dedupe key was already used on its site (nothing written). */
export const insertMessage = async (db: Tx, values: typeof mailOutbox.$inferInsert): Promise<number | undefined> =>
  (await db.insert(mailOutbox).values(values).onConflictDoNothing().returning({ id: mailOutbox.id }))[0]?.id;

/** Several messages in one statement. */
export const insertMessages = async (db: Tx, values: (typeof mailOutbox.$inferInsert)[]) =>
  values.length
    ? (await db.insert(mailOutbox).values(values).onConflictDoNothing().returning({ id: mailOutbox.id })).map(
        (r) => r.id,
      )
    : [];

/**
 * The oldest due message, locked for this transaction; others skip it (many workers, one send).
 * `except`: messages already accepted by the transport whose sent mark is still to be written.
 */
export const claimDueMessage = (db: Tx, now: Date, except: number[] = []) =>
  lockOldest(
    db,
    mailOutbox,
    and(duePending(mailOutbox, now), except.length ? notInArray(mailOutbox.id, except) : undefined),
    mailOutbox.nextAttemptAt,
  );

export const markSent = (db: Tx, id: number, values: { sentAt: Date; messageId: string }) =>
  db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: values.sentAt, messageId: values.messageId, lastError: null })
    .where(eq(mailOutbox.id, id));

/**
 * Undoes a sent mark whose message was cancelled, when its COMMIT landed after all: back to
 * pending, due now. A no-op when the mark was rolled back (or the message was sent since).
 */
export const unmarkSent = (db: Tx, id: number, messageId: string) =>
  db
    .update(mailOutbox)
    .set({ status: 'pending', sentAt: null, messageId: null })
    .where(matching(mailOutbox, { id, status: 'sent', messageId }));

export const markAttemptFailed = (
  db: Tx,
  id: number,
  values: { attempts: number; status: 'pending' | 'failed'; nextAttemptAt: Date; lastError: string },
) =>
  db
    .update(mailOutbox)
    .set({ ...values, sentAt: null, messageId: null })
    .where(eq(mailOutbox.id, id));

export const listMessages = (db: Tx, opts: { to?: string; limit: number }) =>
  db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(sql`lower(${mailOutbox.to})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdOn), desc(mailOutbox.id))
    .limit(opts.limit);

export const findMessage = async (db: Tx, id: number) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** Whether a site already wrote a message under this dedupe key. */
export const hasDedupeKey = async (db: Tx, siteId: number, key: string) =>
  hasRow(db, mailOutbox, matching(mailOutbox, { siteId, dedupeKey: key }));
