import { boolean, doublePrecision, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.schema.ts';

/**
 * A provider's garage (area of operation): where its vehicles start from. Rides within the
 * allowed distance carry no surcharge; beyond it the surcharge is added (DESIGN.md section 9).
 * Coordinates come from geocoding the address and stay null until an adapter has done so.
 */
export const garageLocations = pgTable(
  'garage_locations',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    id: integer().generatedAlwaysAsIdentity(),
    garageName: text().notNull(),
    garageAddress: text().notNull(),
    allowedDistanceValue: numeric({ precision: 10, scale: 2 }).notNull(),
    allowedDistanceUnit: text().notNull().default('Mile'),
    surchargeCost: numeric({ precision: 12, scale: 2 }).notNull(),
    surchargeUnit: text().notNull().default('US Dollars'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    netUserId: integer(),
    isEnabled: boolean().notNull().default(true),
    isDraft: boolean().notNull().default(true),
    isPublished: boolean().notNull().default(false),
    createdBy: integer(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'garage_locations_pk', columns: [t.siteId, t.id] })],
);
