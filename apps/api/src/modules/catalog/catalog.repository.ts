import type { CatalogKind, CatalogMasterFields } from '@ridedesk/domain/master-data/catalog-kinds';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { and, asc, count, eq, gt, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditedColumns, createdByUser, selectAudited, updatedByUser, userAlias } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { insertRow, matching, publishedIs, updateSiteRow } from '../../db/rows.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { catalogMasters, catalogSiteMappings } from './catalog.schema.ts';

const mappingCreatedBy = userAlias('mapping_created_by');
const mappingUpdatedBy = userAlias('mapping_updated_by');
const siteMapping = alias(catalogSiteMappings, 'site_mapping');
const siteMaster = alias(catalogMasters, 'site_master');

const masterColumns = auditedColumns(catalogMasters);

const selectMasters = (db: Tx) => selectAudited(db, catalogMasters);

/** Masters a site may see: the published shared catalogue and its own site-level masters. */
const visibleTo = (siteId: number) =>
  or(
    and(eq(catalogMasters.isAvailableForOtherSites, true), eq(catalogMasters.isPublished, true)),
    eq(catalogMasters.ownerSiteId, siteId),
  );

export const listMasters = async (db: Tx, kind: CatalogKind, opts: { visibleTo: SiteScope; isPublished?: boolean }) =>
  selectMasters(db)
    .where(
      and(
        eq(catalogMasters.kind, kind),
        opts.visibleTo.kind === 'all' ? undefined : visibleTo(opts.visibleTo.siteId),
        publishedIs(catalogMasters.isPublished, opts.isPublished),
      ),
    )
    .orderBy(asc(sql`lower(${catalogMasters.name})`), asc(catalogMasters.id));

export const findMaster = async (db: Tx, kind: CatalogKind, id: number) =>
  (await selectMasters(db).where(matching(catalogMasters, { kind, id })))[0];

export const findMasters = async (db: Tx, kind: CatalogKind, ids: number[]) =>
  ids.length === 0 ? [] : selectMasters(db).where(and(eq(catalogMasters.kind, kind), inArray(catalogMasters.id, ids)));

export type MasterValues = CatalogMasterFields;

export const insertMaster = async (
  db: Tx,
  values: MasterValues & {
    kind: CatalogKind;
    isAvailableForOtherSites: boolean;
    isEnabled: boolean;
    isDraft: boolean;
    isPublished: boolean;
    ownerSiteId: number | null;
    createdBy: number;
  },
) => insertRow(db, catalogMasters, values);

export const updateMaster = async (
  db: Tx,
  kind: CatalogKind,
  id: number,
  values: Partial<MasterValues> & {
    isDraft: boolean;
    isPublished: boolean;
    isEnabled?: boolean;
    isAvailableForOtherSites?: boolean;
    updatedBy: number;
  },
) =>
  (
    await db
      .update(catalogMasters)
      .set({ ...values, updatedOn: new Date() })
      .where(matching(catalogMasters, { kind, id }))
      .returning({ id: catalogMasters.id })
  ).length > 0;

/** Another site maps the same master: the record is shared and locked at site level. */
const mappedToOtherSites = sql<boolean>`exists (select 1 from ${catalogSiteMappings} as other_mapping where other_mapping.master_id = ${catalogSiteMappings.masterId} and other_mapping.site_id <> ${catalogSiteMappings.siteId})`;

const mappingColumns = {
  id: catalogSiteMappings.id,
  siteId: catalogSiteMappings.siteId,
  isEnabled: catalogSiteMappings.isEnabled,
  isPrimarySiteMapping: catalogSiteMappings.isPrimarySiteMapping,
  isMappedToOtherSites: mappedToOtherSites,
  createdOn: catalogSiteMappings.createdOn,
  updatedOn: catalogSiteMappings.updatedOn,
  createdById: mappingCreatedBy.id,
  createdByFirstName: mappingCreatedBy.firstName,
  updatedById: mappingUpdatedBy.id,
  updatedByFirstName: mappingUpdatedBy.firstName,
  master: masterColumns,
};

const selectMappings = (db: Tx) =>
  db
    .select(mappingColumns)
    .from(catalogSiteMappings)
    .innerJoin(catalogMasters, eq(catalogMasters.id, catalogSiteMappings.masterId))
    .leftJoin(createdByUser, eq(createdByUser.id, catalogMasters.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, catalogMasters.updatedBy))
    .leftJoin(mappingCreatedBy, eq(mappingCreatedBy.id, catalogSiteMappings.createdBy))
    .leftJoin(mappingUpdatedBy, eq(mappingUpdatedBy.id, catalogSiteMappings.updatedBy));

/** Which sites a list covers: some sites, or every provider site (ids above the default site). */
export type SiteSet = { siteIds: number[] } | { allProviderSites: true };

const inSites = (sites: SiteSet): SQL | undefined =>
  'siteIds' in sites
    ? inArray(catalogSiteMappings.siteId, sites.siteIds.length ? sites.siteIds : [-1])
    : gt(catalogSiteMappings.siteId, DEFAULT_SITE_ID);

export const listMappings = async (
  db: Tx,
  kind: CatalogKind,
  opts: {
    sites: SiteSet;
    /** Offered to travellers: the mapping and its master enabled, the master published. */
    activeOnly?: boolean;
    isPublished?: boolean;
    state?: string;
    masterIds?: number[];
  },
) =>
  selectMappings(db)
    .where(
      and(
        eq(catalogSiteMappings.kind, kind),
        inSites(opts.sites),
        opts.activeOnly
          ? and(
              eq(catalogSiteMappings.isEnabled, true),
              eq(catalogMasters.isEnabled, true),
              eq(catalogMasters.isPublished, true),
            )
          : undefined,
        publishedIs(catalogMasters.isPublished, opts.isPublished),
        opts.state ? eq(catalogMasters.state, opts.state) : undefined,
        opts.masterIds ? inArray(catalogMasters.id, opts.masterIds.length ? opts.masterIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${catalogMasters.name})`), asc(catalogSiteMappings.siteId), asc(catalogSiteMappings.id));

export const findMapping = async (db: Tx, kind: CatalogKind, siteId: number, id: number) =>
  (await selectMappings(db).where(matching(catalogSiteMappings, { kind, siteId, id })))[0];

export const insertMapping = async (
  db: Tx,
  values: {
    siteId: number;
    kind: CatalogKind;
    masterId: number;
    isEnabled: boolean;
    isPrimarySiteMapping: boolean;
    createdBy: number;
  },
) => insertRow(db, catalogSiteMappings, values);

export const updateMapping = (db: Tx, siteId: number, id: number, values: { isEnabled?: boolean; updatedBy: number }) =>
  updateSiteRow(db, catalogSiteMappings, siteId, id, values);

/** Lower-cased names of the masters a site already maps for a kind. */
export const mappedNames = async (db: Tx, kind: CatalogKind, siteId: number, exceptMasterId?: number) =>
  (
    await db
      .select({ name: sql<string>`lower(${catalogMasters.name})` })
      .from(catalogSiteMappings)
      .innerJoin(catalogMasters, eq(catalogMasters.id, catalogSiteMappings.masterId))
      .where(
        and(
          eq(catalogSiteMappings.kind, kind),
          eq(catalogSiteMappings.siteId, siteId),
          exceptMasterId ? ne(catalogSiteMappings.masterId, exceptMasterId) : undefined,
        ),
      )
  ).map((r) => r.name);

/**
 * Published masters of the shared catalogue a site has not added yet, leaving out those whose
 * name the site already uses.
 */
export const listUnmappedMasters = async (db: Tx, kind: CatalogKind, siteId: number) =>
  selectMasters(db)
    .where(
      and(
        eq(catalogMasters.kind, kind),
        eq(catalogMasters.isAvailableForOtherSites, true),
        eq(catalogMasters.isPublished, true),
        eq(catalogMasters.isEnabled, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(siteMapping)
            .innerJoin(siteMaster, eq(siteMaster.id, siteMapping.masterId))
            .where(
              and(
                eq(siteMapping.siteId, siteId),
                eq(siteMapping.kind, kind),
                or(
                  eq(siteMapping.masterId, catalogMasters.id),
                  eq(sql`lower(${siteMaster.name})`, sql`lower(${catalogMasters.name})`),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${catalogMasters.name})`), asc(catalogMasters.id));

/** Which of these masters the site has added (of one kind when named), in any state. */
export const mappedMasterIds = async (db: Tx, siteId: number, masterIds: number[], kind?: CatalogKind) =>
  masterIds.length === 0
    ? []
    : (
        await db
          .select({ masterId: catalogSiteMappings.masterId })
          .from(catalogSiteMappings)
          .where(
            and(
              eq(catalogSiteMappings.siteId, siteId),
              kind ? eq(catalogSiteMappings.kind, kind) : undefined,
              inArray(catalogSiteMappings.masterId, masterIds),
            ),
          )
      ).map((r) => r.masterId);

export const countMappingsOfKind = async (db: Tx, kind: CatalogKind, siteId: number) =>
  (await db.select({ n: count() }).from(catalogSiteMappings).where(matching(catalogSiteMappings, { siteId, kind })))[0]
    .n;

export const countMappingsByKind = async (db: Tx, siteId: number) => {
  const rows = await db
    .select({ kind: catalogSiteMappings.kind, n: count() })
    .from(catalogSiteMappings)
    .where(eq(catalogSiteMappings.siteId, siteId))
    .groupBy(catalogSiteMappings.kind);
  return new Map(rows.map((r) => [r.kind as CatalogKind, r.n]));
};

export type MasterRow = NonNullable<Awaited<ReturnType<typeof findMaster>>>;
export type MappingRow = NonNullable<Awaited<ReturnType<typeof findMapping>>>;
