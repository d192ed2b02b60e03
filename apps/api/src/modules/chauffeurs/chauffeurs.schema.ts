import type { WorkingDay } from '@ridedesk/domain/rides/ride-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogMasters } from '../catalog/catalog.schema.ts';
import { sites } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A provider's chauffeur (issue 21, decision 0028): the profile of a user whose role is
 * Chauffeur. Names and e-mail stay on the user; here what dispatch needs to know: the phone in
 * E.164, photo, licence, the vehicle types they may drive, weekly hours and days off.
 */
export const chauffeurs = pgTable(
  'chauffeurs',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    phone: text().notNull(),
    /** A data URL of the photo (resized by the browser), or null. */
    photo: text(),
    licenceTypeId: integer().references(() => catalogMasters.id),
    licenceNumber: text().notNull().default(''),
    licenceExpiry: date({ mode: 'string' }),
    vehicleTypeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    workingHours: jsonb().$type<WorkingDay[]>().notNull().default(sql`'[]'::jsonb`),
    daysOff: date({ mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    active: boolean().notNull().default(true),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'chauffeurs_pk', columns: [t.siteId, t.userId] }),
    check('chauffeurs_phone_ck', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('chauffeurs_photo_ck', sql`${t.photo} is null or length(${t.photo}) <= 300000`),
  ],
);
