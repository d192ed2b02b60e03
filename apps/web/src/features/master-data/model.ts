import type { CatalogKind, CatalogMasterFields } from '@ridedesk/domain/master-data/catalog-kinds';
import type { GeocodeStatus } from '@ridedesk/domain/master-data/garage-location';

/** Who changed a record, as the API answers the audit fields. */
export type Person = { id?: number; firstName?: string | null } | null;

type Audit = { createdBy: Person; createdOn: string | null; updatedBy: Person; updatedOn: string | null };
type Publication = { isEnabled: boolean; isDraft: boolean; isPublished: boolean };

/** A catalogue master (spec 02 section 3); the kind's own fields are present for that kind only. */
export type CatalogMaster = Audit &
  Publication &
  CatalogMasterFields & {
    id: number;
    isAvailableForOtherSites: boolean;
  };

/** A site mapping with its master, which the API nests under the kind's name (mapping.vehicleType). */
export type CatalogMapping = Audit & {
  id: number;
  siteId: number;
  isEnabled: boolean;
  isMappedToOtherSites: boolean;
  isPrimarySiteMapping: boolean;
  master: CatalogMaster;
};

export type RawMapping = Omit<CatalogMapping, 'master'> & Partial<Record<CatalogKind, CatalogMaster>>;

/** The nested master, read under the kind's name. */
export const toCatalogMapping = (kind: CatalogKind, raw: RawMapping): CatalogMapping => {
  const { [kind]: master, ...mapping } = raw;
  return { ...(mapping as Omit<CatalogMapping, 'master'>), master: master as CatalogMaster };
};

/**
 * Spec 02 sections 2 and 4: a record is shared, and so locked at site level, when its master is
 * available to other sites or the mapping is mapped to other sites too.
 */
export const isSharedMapping = (mapping: CatalogMapping) =>
  mapping.master.isAvailableForOtherSites || mapping.isMappedToOtherSites;

/** The later of the mapping's and the master's last change, for the UpdatedBy/UpdatedOn columns. */
export const lastUpdate = (mapping: CatalogMapping): { by: Person; on: string | null } => {
  const own = mapping.updatedOn ? Date.parse(mapping.updatedOn) : 0;
  const master = mapping.master.updatedOn ? Date.parse(mapping.master.updatedOn) : 0;
  if (!own && !master) return { by: null, on: null };
  return master > own
    ? { by: mapping.master.updatedBy, on: mapping.master.updatedOn }
    : { by: mapping.updatedBy, on: mapping.updatedOn };
};

export type GarageLocation = Audit &
  Publication & {
    id: number;
    siteId: number;
    garageName: string;
    garageAddress: string;
    allowedDistanceValue: number;
    allowedDistanceUnit: string;
    surchargeCost: number;
    surchargeUnit: string;
    latitude: number | null;
    longitude: number | null;
    geocodeStatus: GeocodeStatus;
    netUserId: number | null;
  };

export type Fleet = Audit &
  Publication & {
    id: number;
    siteId: number;
    vehicleTypeId: number;
    vehicleType: string | null;
    nickName: string;
    vin: string;
    color: string;
    make: string;
    model: string;
    year: number;
    seater: number;
    luggageCapacity: number | null;
    amenties: string;
    notes: string | null;
    /** Shown to the traveller on the tracking page (issue 22). */
    licencePlate?: string | null;
    garageLocationId: number | null;
    garageLocation: { id: number; garageName: string | null } | null;
    imageFileName: string | null;
    imageUrl: string | null;
    netUserId: number | null;
  };

/** A create's answer: the record, and 'completed' when it was the site's first of its kind. */
export type Saved<T> = { record: T; setupStatus?: 'completed' };
