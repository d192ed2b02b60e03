import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { auditOf } from '../../lib/record-state.ts';
import type { MappingRow, MasterRow } from './catalog.repository.ts';

/** The kind's own fields beyond name and description (airport code, vehicle picture, price basis). */
const extrasOf = (kind: CatalogKind, row: MasterRow) =>
  Object.fromEntries(
    CATALOG_KIND_META[kind].extraFields.map((field) => [field, row[field as keyof MasterRow] ?? null]),
  );

/** A master record as spec 02 section 3 names its fields. */
export const toMasterDto = (kind: CatalogKind, row: MasterRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  ...extrasOf(kind, row),
  isAvailableForOtherSites: row.isAvailableForOtherSites,
  isEnabled: row.isEnabled,
  isDraft: row.isDraft,
  isPublished: row.isPublished,
  ...auditOf(row),
});
export type MasterDto = ReturnType<typeof toMasterDto>;

/**
 * A site mapping with its master nested under the kind's name (mapping.vehicleType,
 * mapping.airport...). The vehicle picture is repeated on the mapping, as spec 02 lists it there.
 */
export const toMappingDto = (kind: CatalogKind, row: MappingRow) => ({
  id: row.id,
  siteId: row.siteId,
  isEnabled: row.isEnabled,
  isMappedToOtherSites: Boolean(row.isMappedToOtherSites),
  isPrimarySiteMapping: row.isPrimarySiteMapping,
  ...(kind === 'vehicleType' ? { imageFileName: row.master.imageFileName } : {}),
  [kind]: toMasterDto(kind, row.master),
  ...auditOf(row),
});
export type MappingDto = ReturnType<typeof toMappingDto>;

/** A record is shared, and locked at site level, when other sites may use it or do. */
export const isShared = (row: MappingRow) => row.master.isAvailableForOtherSites || Boolean(row.isMappedToOtherSites);

/** With several sites in one list, one entry per master (the first site's mapping). */
export const onePerMaster = (rows: MappingRow[]) => {
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.master.id)) return false;
    seen.add(row.master.id);
    return true;
  });
};
