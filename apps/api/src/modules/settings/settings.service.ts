import { randomUUID } from 'node:crypto';
import {
  BOOKING_HORIZON_SETTING_MESSAGE,
  bookingHorizonDays,
  parseBookingHorizonDays,
} from '@ridedesk/domain/booking/booking-horizon';
import { ROLES, SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ServerErrorRecorder } from '../../plugins/errors.ts';
import * as repo from './settings.repository.ts';

type SettingRow = Awaited<ReturnType<typeof repo.settingsOfSite>>[number];

const toSettingDto = (row: SettingRow) => ({
  SettingId: row.SettingId,
  name: row.name,
  groupName: row.groupName,
  description: row.description,
  defaultValue: row.defaultValue,
  value: row.siteSettingValue ?? row.defaultValue,
  siteSetting: row.siteSettingId ? { id: row.siteSettingId, value: row.siteSettingValue } : null,
});

/** Keeps OtherLanguageEnabled (a comma list of language ids) in step with the site form. */
export const syncOtherLanguagesSetting = async (
  db: Tx,
  siteId: number,
  languageIds: number[],
  userId: number | null,
) => {
  const setting = await repo.findSettingByName(db, SETTING_NAMES.otherLanguageEnabled);
  if (setting) await repo.upsertSiteSetting(db, siteId, setting.id, languageIds.join(','), userId);
};

/** A site's value of one setting, falling back to the default. */
export const siteSettingValue = async (db: Tx, siteId: number, name: string) => {
  const rows = await repo.settingsOfSite(db, siteId);
  const row = rows.find((r) => r.name === name);
  return row ? (row.siteSettingValue ?? row.defaultValue) : undefined;
};

/** How many days ahead the site takes rides (BookingHorizonDays, 365 unless the site set it). */
export const bookingHorizonOf = async (db: Tx, siteId: number) =>
  bookingHorizonDays(await siteSettingValue(db, siteId, SETTING_NAMES.bookingHorizonDays));

/** Settings whose value has a rule, with the message of a value that breaks it. */
const VALUE_RULES: Record<string, { valid: (value: string) => boolean; message: string }> = {
  [SETTING_NAMES.bookingHorizonDays]: {
    valid: (value) => parseBookingHorizonDays(value) !== null,
    message: BOOKING_HORIZON_SETTING_MESSAGE,
  },
};

const canChangeSettings = (actor: Actor, siteId: number) =>
  actor.role === ROLES.superAdmin || (actor.role === ROLES.spAdmin && actor.siteId === siteId);

export type SettingChange = { SettingId: number; value: string };

/** Settings of sites, app settings, and the error log. */
export const createSettingsService = (db: Db, appSettings: () => { name: string; value: string }[]) => ({
  siteSettings: async ({ siteId }: Pick<UseCaseContext, 'siteId'>) =>
    (await repo.settingsOfSite(db, siteId)).map(toSettingDto),

  settingsOfGroup: async ({ siteId }: Pick<UseCaseContext, 'siteId'>, { group }: { group: string }) =>
    (await repo.settingsOfGroup(db, siteId, group)).map(toSettingDto),

  /** createall and update: every change of one call is written together or not at all. */
  saveSiteSettings: async ({ actor, siteId }: UseCaseContext<Actor>, changes: SettingChange[]) => {
    if (!canChangeSettings(actor, siteId)) throw forbidden('Only the site administrator changes its settings');
    return db.transaction(async (tx) => {
      for (const change of changes) {
        const setting = await repo.findSettingById(tx, change.SettingId);
        if (!setting) throw badRequest(`Unknown setting ${change.SettingId}`, { SettingId: 'Unknown setting' });
        const rule = VALUE_RULES[setting.name];
        if (rule && !rule.valid(change.value)) throw badRequest(rule.message, { value: rule.message });
        await repo.upsertSiteSetting(tx, siteId, change.SettingId, change.value, actor.userId);
      }
      return (await repo.settingsOfSite(tx, siteId)).map(toSettingDto);
    });
  },

  appSettings,

  /** A browser's error report (createerrorlog); the answer carries the id it was stored under. */
  recordClientError: async (
    { siteId, actor }: UseCaseContext,
    report: { message: string; detail?: string; path?: string },
  ) => {
    const [row] = await repo.insertErrorLog(db, {
      id: randomUUID(),
      source: 'client',
      ...report,
      siteId,
      userId: actor?.userId,
    });
    return row;
  },

  recordServerError: (async (entry) => {
    await repo.insertErrorLog(db, { source: 'server', ...entry });
  }) satisfies ServerErrorRecorder,
});

export type SettingsService = ReturnType<typeof createSettingsService>;
