import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, instant } from '../../db/columns.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';

/**
 * The transactional outbox: a message is written in the same transaction as the change that
 * causes it, then sent by the worker. Without SMTP the rows are the mailbox (/dev/mailbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text(),
    /** A message sent once per key and site (a booking's confirmation, a payment's receipt). */
    dedupeKey: text(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: createdOn(),
    lastError: text(),
    messageId: text(),
    sentAt: instant(),
    createdOn: createdOn(),
  },
  (t) => [
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_site_idx').on(t.siteId, t.createdOn),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`),
    uniqueIndex('mail_outbox_dedupe_uq').on(t.siteId, t.dedupeKey),
  ],
);
