import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, instant, requiredId, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { languages } from '../languages/languages.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A notification (spec 01 "Notifications"): posted by the platform administrator or a provider
 * administrator to roles, or by the system on a booking event. The platform's own notifications
 * belong to the default site (4) and, with `allSites`, reach the roles on every site. A system
 * notification may name one recipient (the traveller of a booking).
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantKeyColumns(),
    kind: text().notNull().default('announcement'),
    roleNames: text().array().notNull(),
    allSites: boolean().notNull().default(false),
    recipientUserId: integer().references(() => users.id),
    bookingId: integer(),
    bookingEvent: text(),
    isEnabled: boolean().notNull().default(true),
    createdBy: integer().references(() => users.id),
    createdOn: createdOn(),
    updatedBy: integer().references(() => users.id),
    updatedOn: instant(),
  },
  (t) => [
    tenantPrimaryKey('notifications', t),
    uniqueIndex('notifications_id_uq').on(t.id),
    index('notifications_site_created_idx').on(t.siteId, t.createdOn),
    index('notifications_recipient_idx').on(t.recipientUserId),
    check('notifications_kind_ck', sql`${t.kind} in ('announcement','booking')`),
    check('notifications_roles_ck', sql`cardinality(${t.roleNames}) > 0`),
  ],
);

/** The content-site-language mapping: a notification's title and message in one language. */
export const notificationContents = pgTable(
  'notification_contents',
  {
    siteId: integer().notNull(),
    notificationId: integer().notNull(),
    languageId: requiredId(() => languages.id),
    title: text().notNull(),
    message: text().notNull(),
    updatedOn: instant(),
  },
  (t) => [
    primaryKey({ name: 'notification_contents_pk', columns: [t.siteId, t.notificationId, t.languageId] }),
    sameSiteReference('notification_contents_notification_fk', [t.siteId, t.notificationId], notifications).onDelete(
      'cascade',
    ),
  ],
);

/** The notification status: whether one user has read one notification. */
export const notificationStatuses = pgTable(
  'notification_statuses',
  {
    siteId: integer().notNull(),
    notificationId: integer().notNull(),
    userId: requiredId(() => users.id),
    readStatus: boolean().notNull().default(true),
    readOn: createdOn(),
  },
  (t) => [
    primaryKey({ name: 'notification_statuses_pk', columns: [t.siteId, t.notificationId, t.userId] }),
    index('notification_statuses_user_idx').on(t.userId),
    sameSiteReference('notification_statuses_notification_fk', [t.siteId, t.notificationId], notifications).onDelete(
      'cascade',
    ),
  ],
);
