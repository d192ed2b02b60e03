import { doublePrecision, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, publicationColumns, tenantPrimaryKey } from '../../db/columns.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/**
 * A provider's garage (area of operation): where its vehicles start from. Rides within the
 * allowed distance carry no surcharge; beyond it the surcharge is added (DESIGN.md section 9).
 * Coordinates come from geocoding the address and stay null until an adapter has done so.
 */
export const garageLocations = pgTable(
  'garage_locations',
  {
    ...tenantKeyColumns(),
    garageName: text().notNull(),
    garageAddress: text().notNull(),
    allowedDistanceValue: numeric({ precision: 10, scale: 2 }).notNull(),
    allowedDistanceUnit: text().notNull().default('Mile'),
    surchargeCost: numeric({ precision: 12, scale: 2 }).notNull(),
    surchargeUnit: text().notNull().default('US Dollars'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    ...publicationColumns(),
    ...auditColumns(),
  },
  (t) => [tenantPrimaryKey('garage_locations', t)],
);
