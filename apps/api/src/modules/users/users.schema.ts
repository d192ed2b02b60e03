import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changeTimes, requiredId } from '../../db/columns.ts';
import { languages } from '../languages/languages.schema.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
});

/**
 * Every account: platform administrators, provider staff and travellers. User names and
 * e-mail addresses are global identities, so their uniqueness is global too.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    roleId: requiredId(() => roles.id),
    userName: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    phone: text(),
    preferredTimezone: text(),
    preferredLanguageId: integer().references(() => languages.id),
    authenticationType: text().notNull().default('local'),
    status: text().notNull().default('Active'),
    emailVerified: boolean().notNull().default(false),
    ...changeTimes(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_site_idx').on(t.siteId, t.roleId),
  ],
);
