import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, publicationColumns, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { catalogSiteMappings } from '../catalog/catalog.schema.ts';
import { garageLocations } from '../garage-locations/garage-locations.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/**
 * A provider's vehicle. Its vehicle type must be mapped to the same site and its garage belong
 * to the same site (composite foreign keys); a VIN is used once per site, whatever its case, so
 * two simultaneous saves of one VIN cannot both win.
 */
export const fleets = pgTable(
  'fleets',
  {
    ...tenantKeyColumns(),
    vehicleTypeId: integer().notNull(),
    nickName: text().notNull(),
    vin: text().notNull(),
    color: text().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    seater: integer().notNull(),
    luggageCapacity: integer().notNull(),
    /** Amenity names joined by '|' (the spec's spelling of the field). */
    amenties: text().notNull(),
    notes: text(),
    /** The licence plate (issue 22: the traveller's tracking page shows it). */
    licencePlate: text(),
    garageLocationId: integer(),
    imageFileName: text(),
    ...publicationColumns(),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('fleets', t),
    uniqueIndex('fleets_site_vin_uq').on(t.siteId, sql`lower(${t.vin})`),
    index('fleets_site_vehicle_type_idx').on(t.siteId, t.vehicleTypeId),
    foreignKey({
      name: 'fleets_vehicle_type_mapping_fk',
      columns: [t.siteId, t.vehicleTypeId],
      foreignColumns: [catalogSiteMappings.siteId, catalogSiteMappings.masterId],
    }),
    sameSiteReference('fleets_garage_location_fk', [t.siteId, t.garageLocationId], garageLocations),
    check('fleets_vin_ck', sql`length(${t.vin}) between 1 and 17`),
    check('fleets_seater_ck', sql`${t.seater} between 1 and 99`),
    check('fleets_luggage_ck', sql`${t.luggageCapacity} between 0 and 99`),
  ],
);
