import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, publicationColumns, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { catalogSiteMappings } from '../catalog/catalog.schema.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/** The catalogue ids of a price definition must be mapped to its own site (composite keys). */
const mappedToSite = (name: string, columns: Parameters<typeof foreignKey>[0]['columns']) =>
  foreignKey({
    name,
    columns,
    foreignColumns: [catalogSiteMappings.siteId, catalogSiteMappings.masterId],
  });

/**
 * A site's price for a vehicle type and service type (DESIGN.md section 9). The price type's
 * basis decides the formula: per mile = base + rate × miles, per hour = base + rate ×
 * max(hours, minimum hours), flat = base; never below the minimum fare. Amounts in dollars.
 */
export const priceDefinitions = pgTable(
  'price_definitions',
  {
    ...tenantKeyColumns(),
    name: text().notNull(),
    vehicleTypeId: integer().notNull(),
    serviceTypeId: integer().notNull(),
    serviceUserTypeId: integer(),
    priceTypeId: integer().notNull(),
    baseFare: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    perMileRate: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    perHourRate: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    minimumHours: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    minimumFare: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Three decimals: local sales tax rates such as 8.625 % are written that way. */
    taxPercentage: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    ...publicationColumns(),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('price_definitions', t),
    uniqueIndex('price_definitions_site_name_uq').on(t.siteId, sql`lower(${t.name})`),
    index('price_definitions_search_idx').on(t.vehicleTypeId, t.serviceTypeId, t.siteId),
    index('price_definitions_site_vehicle_type_idx').on(t.siteId, t.vehicleTypeId),
    mappedToSite('price_definitions_vehicle_type_fk', [t.siteId, t.vehicleTypeId]),
    mappedToSite('price_definitions_service_type_fk', [t.siteId, t.serviceTypeId]),
    mappedToSite('price_definitions_service_user_type_fk', [t.siteId, t.serviceUserTypeId]),
    mappedToSite('price_definitions_price_type_fk', [t.siteId, t.priceTypeId]),
    check(
      'price_definitions_amounts_ck',
      sql`${t.baseFare} >= 0 and ${t.perMileRate} >= 0 and ${t.perHourRate} >= 0 and ${t.minimumFare} >= 0 and ${t.minimumHours} between 0 and 24`,
    ),
    check('price_definitions_tax_ck', sql`${t.taxPercentage} between 0 and 100`),
  ],
);

/** The fleets a price definition applies to; none means every fleet of its vehicle type. */
export const priceDefinitionFleets = pgTable(
  'price_definition_fleets',
  {
    siteId: integer().notNull(),
    priceDefinitionId: integer().notNull(),
    fleetId: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'price_definition_fleets_pk', columns: [t.siteId, t.priceDefinitionId, t.fleetId] }),
    index('price_definition_fleets_fleet_idx').on(t.siteId, t.fleetId),
    sameSiteReference(
      'price_definition_fleets_definition_fk',
      [t.siteId, t.priceDefinitionId],
      priceDefinitions,
    ).onDelete('cascade'),
    sameSiteReference('price_definition_fleets_fleet_fk', [t.siteId, t.fleetId], fleets),
  ],
);

const int4range = customType<{ data: string; driverData: string }>({ dataType: () => 'int4range' });

/**
 * What each live (published and enabled) price definition covers, kept by triggers from
 * price_definitions and price_definition_fleets (migration price-definition-one-price): per
 * service type and vehicle type, the service user types ([id,id], or every one when the definition
 * names none) and the fleets ([id,id] per named fleet, or every fleet of the vehicle type when it
 * names none). The exclusion constraint price_definition_coverage_one_price, checked at commit,
 * lets no two live definitions cover one fleet for one service type and service user type.
 */
export const priceDefinitionCoverage = pgTable(
  'price_definition_coverage',
  {
    siteId: integer().notNull(),
    priceDefinitionId: integer().notNull(),
    serviceTypeId: integer().notNull(),
    vehicleTypeId: integer().notNull(),
    serviceUserTypes: int4range().notNull(),
    fleets: int4range().notNull(),
  },
  (t) => [
    primaryKey({ name: 'price_definition_coverage_pk', columns: [t.siteId, t.priceDefinitionId, t.fleets] }),
    sameSiteReference(
      'price_definition_coverage_definition_fk',
      [t.siteId, t.priceDefinitionId],
      priceDefinitions,
    ).onDelete('cascade'),
  ],
);
