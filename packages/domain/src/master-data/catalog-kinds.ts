import type { MappingCounts } from '../platform/setup-progress.ts';

/**
 * The catalogue kinds that share the master and site-mapping mechanism of spec 02: a master
 * record (draft or published, available to other sites or not) and a site mapping (enabled or
 * disabled) per site that uses it.
 */
export const CATALOG_KINDS = [
  'vehicleType',
  'serviceType',
  'airport',
  'amenity',
  'serviceUserType',
  'priceType',
  'documentType',
] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/**
 * A master's own fields (spec 02 section 3): a name and a description, and the fields of its kind
 * (a vehicle type's picture, an airport's code and address, a price type's basis), absent for others.
 */
export type CatalogMasterFields = {
  name: string;
  description: string;
  imageFileName?: string | null;
  code?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zipCode?: string | null;
  basis?: string | null;
};

export type CatalogKindMeta = {
  /** Path segment after api/ (api/vehicleType). */
  apiBase: string;
  /** The kind in the call names (createVehicleTypeSiteMapping). */
  pascal: string;
  /** Singular and plural words for titles and messages. */
  label: string;
  plural: string;
  /** The mapping count (spec 01 section 3) the kind sets on its first item. */
  countKey: keyof MappingCounts;
  /** Master fields beyond name and description. */
  extraFields: readonly string[];
  /** The admin screen (spec 01 setup checklist); airports have none of their own. */
  route: string | null;
};

export const CATALOG_KIND_META: Record<CatalogKind, CatalogKindMeta> = {
  vehicleType: {
    apiBase: 'vehicleType',
    pascal: 'VehicleType',
    label: 'vehicle type',
    plural: 'Vehicle Types',
    countKey: 'countVehicleType',
    extraFields: ['imageFileName'],
    route: '/master-data/vehicle-types',
  },
  serviceType: {
    apiBase: 'serviceType',
    pascal: 'ServiceType',
    label: 'service type',
    plural: 'Service Types',
    countKey: 'countServiceType',
    extraFields: [],
    route: '/master-data/service-types',
  },
  airport: {
    apiBase: 'airport',
    pascal: 'Airport',
    label: 'airport',
    plural: 'Airports',
    countKey: 'countAirport',
    extraFields: ['code', 'address', 'city', 'state', 'country', 'zipCode'],
    route: null,
  },
  amenity: {
    apiBase: 'amenity',
    pascal: 'Amenity',
    label: 'amenity',
    plural: 'Amenities',
    countKey: 'countAmenity',
    extraFields: [],
    route: '/master-data/amenities',
  },
  serviceUserType: {
    apiBase: 'serviceUserType',
    pascal: 'ServiceUserType',
    label: 'service user type',
    plural: 'Service User Types',
    countKey: 'countServiceUserType',
    extraFields: [],
    route: '/master-data/service-user-types',
  },
  priceType: {
    apiBase: 'priceType',
    pascal: 'PriceType',
    label: 'price type',
    plural: 'Price Types',
    countKey: 'countPriceType',
    extraFields: ['basis'],
    route: '/master-data/price-types',
  },
  documentType: {
    apiBase: 'documentType',
    pascal: 'DocumentType',
    label: 'license type',
    plural: 'License Types',
    countKey: 'countDocumentType',
    extraFields: [],
    route: '/master-data/document-types',
  },
};

/**
 * The fixed list of 17 vehicle pictures of spec 02 (only the file name is stored). The spec's
 * list has two unreadable entries; docs/decisions/0002-vehicle-images.md records the two names
 * chosen for them, each placed where the list's alphabetical order puts it.
 */
export const VEHICLE_IMAGE_FILE_NAMES = [
  'No Image',
  'Bus 36-44 Passengers',
  'Bus 36-44 PassengersB',
  'Cadillac',
  'Executive SUV',
  'Mini Bus 22-28 passengers',
  'Mini Van 6-7 Passengers',
  'Motor Coach 48-55 Passengers',
  'Pax Limo Bus 18-25',
  'Pax Suv Stretch Limo 15-18',
  'Premium Sedan',
  'Sedans Cadillac Lincoln',
  'Sprinter Van 11-14 Passengers Or Similar',
  'Stretch_Limo_6_Passengers',
  'Super-Stretch-front',
  'Trolley 30-34 Passengers',
  'Chevrolet',
] as const;
export type VehicleImageFileName = (typeof VEHICLE_IMAGE_FILE_NAMES)[number];
export const NO_VEHICLE_IMAGE: VehicleImageFileName = 'No Image';

/** The response field a site's first item of a kind carries (spec 02 section 1). */
export type SetupSignal = { setupStatus: 'completed'; countKey: keyof MappingCounts };

export const setupSignal = (countKey: keyof MappingCounts, wasFirst: boolean): SetupSignal | Record<string, never> =>
  wasFirst ? { setupStatus: 'completed', countKey } : {};
