import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdOn, requiredId } from '../../db/columns.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';

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
    siteId: siteIdColumn(),
    settingId: requiredId(() => settings.id),
    value: text().notNull(),
    updatedBy: integer(),
    updatedOn: createdOn(),
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
    createdOn: createdOn(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdOn)],
);
