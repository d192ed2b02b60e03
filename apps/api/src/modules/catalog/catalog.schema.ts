import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantPrimaryKey } from '../../db/columns.ts';
import { sites, tenantKeyColumns } from '../sites/sites.schema.ts';

const KINDS_SQL = sql.raw(
  "('vehicleType','serviceType','airport','amenity','serviceUserType','priceType','documentType')",
);

/**
 * The shared catalogue: one row per master record of every kind (vehicle types, service types,
 * airports, amenities, service user types, price types, document types). Global, not a tenant
 * table; ownerSiteId records the site that created a site-level master (null: the platform).
 * Kind-specific columns are nullable and checked per kind.
 */
export const catalogMasters = pgTable(
  'catalog_masters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageFileName: text(),
    code: text(),
    address: text(),
    city: text(),
    state: text(),
    country: text(),
    zipCode: text(),
    basis: text(),
    isAvailableForOtherSites: boolean().notNull().default(false),
    isEnabled: boolean().notNull().default(true),
    isDraft: boolean().notNull().default(true),
    isPublished: boolean().notNull().default(false),
    ownerSiteId: integer().references(() => sites.id),
    ...auditColumns(),
  },
  (t) => [
    unique('catalog_masters_kind_id_uq').on(t.kind, t.id),
    index('catalog_masters_kind_idx').on(t.kind, t.isPublished, t.isAvailableForOtherSites),
    // The platform's own catalogue holds one master per name and kind.
    uniqueIndex('catalog_masters_platform_name_uq')
      .on(t.kind, sql`lower(${t.name})`)
      .where(sql`${t.ownerSiteId} is null`),
    check('catalog_masters_kind_ck', sql`${t.kind} in ${KINDS_SQL}`),
    check(
      'catalog_masters_airport_ck',
      sql`${t.kind} <> 'airport' or (${t.code} is not null and length(${t.code}) <= 3 and ${t.state} ~ '^[A-Z]{2}$' and ${t.address} is not null and ${t.city} is not null and ${t.country} is not null and ${t.zipCode} is not null)`,
    ),
    check(
      'catalog_masters_price_basis_ck',
      sql`(${t.kind} = 'priceType') = (${t.basis} is not null) and (${t.basis} is null or ${t.basis} in ('per mile','per hour','flat'))`,
    ),
    check('catalog_masters_vehicle_image_ck', sql`${t.kind} <> 'vehicleType' or ${t.imageFileName} is not null`),
  ],
);

/** A site's use of a master: enabled or disabled for that site. Tenant rows, keys lead with site_id. */
export const catalogSiteMappings = pgTable(
  'catalog_site_mappings',
  {
    ...tenantKeyColumns(),
    kind: text().notNull(),
    masterId: integer().notNull(),
    isEnabled: boolean().notNull().default(true),
    /** The site that created the master through its own dialog. */
    isPrimarySiteMapping: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('catalog_site_mappings', t),
    uniqueIndex('catalog_site_mappings_site_master_uq').on(t.siteId, t.masterId),
    index('catalog_site_mappings_site_kind_idx').on(t.siteId, t.kind),
    index('catalog_site_mappings_master_idx').on(t.masterId),
    foreignKey({
      name: 'catalog_site_mappings_master_fk',
      columns: [t.kind, t.masterId],
      foreignColumns: [catalogMasters.kind, catalogMasters.id],
    }),
  ],
);
