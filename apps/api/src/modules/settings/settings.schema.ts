import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.schema.ts';

/** Shared catalogue of settings with their defaults, grouped (getSettingsBySettingGroupName). */
export const settings = pgTable('settings', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  groupName: text().notNull(),
  defaultValue: text().notNull(),
  description: text().notNull().default(''),
});

/** A site's own value for a setting. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    settingId: integer()
      .notNull()
      .references(() => settings.id),
    value: text().notNull(),
    updatedBy: integer(),
    updatedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_settings_site_setting_uq').on(t.siteId, t.settingId)],
);

/** Errors reported by browsers (createerrorlog) and every unhandled server error. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid().primaryKey(),
    source: text().notNull(),
    message: text().notNull(),
    detail: text(),
    method: text(),
    path: text(),
    siteId: integer(),
    userId: integer(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdOn)],
);
