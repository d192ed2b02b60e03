import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { errorLogs, settings, siteSettings } from './settings.schema.ts';

const withSiteValue = (db: Tx, siteId: number) =>
  db
    .select({
      SettingId: settings.id,
      name: settings.name,
      groupName: settings.groupName,
      defaultValue: settings.defaultValue,
      description: settings.description,
      siteSettingId: siteSettings.id,
      siteSettingValue: siteSettings.value,
    })
    .from(settings)
    .leftJoin(siteSettings, and(eq(siteSettings.settingId, settings.id), eq(siteSettings.siteId, siteId)));

export const settingsOfSite = (db: Tx, siteId: number) => withSiteValue(db, siteId).orderBy(asc(settings.id));

export const settingsOfGroup = (db: Tx, siteId: number, group: string) =>
  withSiteValue(db, siteId)
    .where(eq(sql`lower(${settings.groupName})`, group.toLowerCase()))
    .orderBy(asc(settings.id));

export const findSettingByName = async (db: Tx, name: string) =>
  (await db.select().from(settings).where(eq(settings.name, name)))[0];

export const findSettingById = async (db: Tx, id: number) =>
  (await db.select({ id: settings.id, name: settings.name }).from(settings).where(eq(settings.id, id)))[0];

export const upsertSiteSetting = (db: Tx, siteId: number, settingId: number, value: string, userId: number | null) =>
  db
    .insert(siteSettings)
    .values({ siteId, settingId, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: [siteSettings.siteId, siteSettings.settingId],
      set: { value, updatedBy: userId, updatedOn: new Date() },
    })
    .returning();

export const insertErrorLog = (db: Tx, values: typeof errorLogs.$inferInsert) =>
  db.insert(errorLogs).values(values).returning({ id: errorLogs.id, message: errorLogs.message });
