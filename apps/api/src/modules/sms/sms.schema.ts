import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, instant, tenantPrimaryKey } from '../../db/columns.ts';
import { siteIdColumn, tenantKeyColumns } from '../sites/sites.schema.ts';

/** What an outbox text can become: the drain's and Twilio's status callbacks' words (decision 0030). */
export const SMS_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'opted-out'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * The text-message outbox (decision 0030): a text is written in the transaction of the change
 * that causes it, then sent by the drain. 'sending' is a claim committed before the provider is
 * called; a claim older than its lease is reconciled against the provider's own list.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    ...tenantKeyColumns(),
    /** E.164: '+13125550142'. */
    to: text().notNull(),
    body: text().notNull(),
    template: text(),
    /** One text per key and site: 'sms:<step>:booking:<id>'. */
    dedupeKey: text(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: createdOn(),
    /** When the current 'sending' claim was committed (the lease starts here). */
    claimedOn: instant(),
    /** The provider's id of the message (Twilio's Message SID, or 'local-<id>' without Twilio). */
    providerId: text(),
    error: text(),
    createdOn: createdOn(),
    sentOn: instant(),
  },
  (t) => [
    tenantPrimaryKey('sms_outbox', t),
    check('sms_outbox_status_ck', sql.raw(`status in (${SMS_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('sms_outbox_claimed_idx').on(t.claimedOn).where(sql`${t.status} = 'sending'`),
    index('sms_outbox_site_idx').on(t.siteId, t.createdOn),
    index('sms_outbox_to_idx').on(t.to),
    index('sms_outbox_provider_idx').on(t.providerId),
    uniqueIndex('sms_outbox_dedupe_uq').on(t.siteId, t.dedupeKey),
  ],
);

/**
 * Numbers that answered STOP: never texted again until they answer START. One platform number
 * sends for every site, so an opt-out through it is kept under the platform site (1) and holds
 * for every site; a site with a number of its own would keep its opt-outs under its id.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    siteId: siteIdColumn(),
    phone: text().notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ name: 'sms_opt_outs_pk', columns: [t.siteId, t.phone] })],
);
