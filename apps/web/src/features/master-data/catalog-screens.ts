import { airportFormSchema } from '@ridedesk/domain/master-data/airport';
import { amenityFormSchema } from '@ridedesk/domain/master-data/amenity';
import { CATALOG_KINDS, type CatalogKind, NO_VEHICLE_IMAGE } from '@ridedesk/domain/master-data/catalog-kinds';
import { documentTypeFormSchema } from '@ridedesk/domain/master-data/document-type';
import { priceTypeFormSchema } from '@ridedesk/domain/master-data/price-type';
import { serviceTypeFormSchema } from '@ridedesk/domain/master-data/service-type';
import { serviceUserTypeFormSchema } from '@ridedesk/domain/master-data/service-user-type';
import { vehicleTypeFormSchema } from '@ridedesk/domain/master-data/vehicle-type';
import type { z } from 'zod';

/** A master's form field; the kind decides which it has. */
export type CatalogField =
  | 'name'
  | 'description'
  | 'imageFileName'
  | 'code'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'zipCode'
  | 'basis';

/** The kind's own columns between Name and CreatedBy. */
export type CatalogColumn = Exclude<CatalogField, 'name' | 'imageFileName'>;

/**
 * What one catalogue kind's screens show: spec 02's titles, columns and fields (as the spec
 * writes them), and the shared form schema the API validates with. One list, one form and one
 * add-existing dialog serve every kind from this table.
 */
export type CatalogScreen = {
  kind: CatalogKind;
  /** The site screen's path under /admin (spec 01 setup checklist). */
  path: string;
  /** The platform administrator's master list under /admin. */
  masterPath: string;
  title: string;
  plural: string;
  addTitle: string;
  addExistingTitle: string;
  fields: readonly CatalogField[];
  columns: readonly CatalogColumn[];
  schema: z.ZodObject;
  defaults: Record<string, string>;
  /** spec 01 section 6: License Type is hidden from the spuser role. */
  hiddenForSpUser?: boolean;
};

export const FIELD_LABELS: Record<CatalogField, string> = {
  name: 'Name',
  description: 'Description',
  imageFileName: 'Choose Vehicle Image',
  code: 'Code',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'Zip Code',
  basis: 'Basis',
};

export const COLUMN_HEADERS: Record<CatalogColumn, string> = {
  description: 'Description',
  code: 'Code',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'ZipCode',
  basis: 'Basis',
};

const nameAndDescription = ['name', 'description'] as const;
const described = ['description'] as const;

export const CATALOG_SCREENS: Record<CatalogKind, CatalogScreen> = {
  vehicleType: {
    kind: 'vehicleType',
    path: 'master-data/vehicle-types',
    masterPath: 'master-data/catalogue/vehicle-types',
    title: 'Manage Vehicle Types',
    plural: 'Vehicle Types',
    addTitle: 'Add Vehicle Type',
    addExistingTitle: 'Add Vehicle Types',
    fields: ['name', 'description', 'imageFileName'],
    columns: described,
    schema: vehicleTypeFormSchema,
    defaults: { name: '', description: '', imageFileName: NO_VEHICLE_IMAGE },
  },
  serviceType: {
    kind: 'serviceType',
    path: 'master-data/service-types',
    masterPath: 'master-data/catalogue/service-types',
    title: 'Manage Service Types',
    plural: 'Service Types',
    addTitle: 'Add Service Type',
    addExistingTitle: 'Add Service Types',
    fields: nameAndDescription,
    columns: described,
    schema: serviceTypeFormSchema,
    defaults: { name: '', description: '' },
  },
  airport: {
    kind: 'airport',
    path: 'master-data/airports',
    masterPath: 'master-data/catalogue/airports',
    title: 'Manage Airports',
    plural: 'Airports',
    addTitle: 'Add Airport',
    addExistingTitle: 'Add Airports',
    fields: ['name', 'code', 'address', 'city', 'state', 'country', 'zipCode'],
    columns: ['code', 'address', 'city', 'state', 'country', 'zipCode'],
    schema: airportFormSchema,
    defaults: { name: '', code: '', address: '', city: '', state: '', country: 'USA', zipCode: '' },
  },
  amenity: {
    kind: 'amenity',
    path: 'master-data/amenities',
    masterPath: 'master-data/catalogue/amenities',
    title: 'Manage Amenities',
    plural: 'Amenities',
    addTitle: 'Add Amenity',
    addExistingTitle: 'Add Amenities',
    fields: nameAndDescription,
    columns: described,
    schema: amenityFormSchema,
    defaults: { name: '', description: '' },
  },
  serviceUserType: {
    kind: 'serviceUserType',
    path: 'master-data/service-user-types',
    masterPath: 'master-data/catalogue/service-user-types',
    title: 'Manage Service User Types',
    plural: 'Service User Types',
    addTitle: 'Add Service User Type',
    addExistingTitle: 'Add Service User Types',
    fields: nameAndDescription,
    columns: described,
    schema: serviceUserTypeFormSchema,
    defaults: { name: '', description: '' },
  },
  priceType: {
    kind: 'priceType',
    path: 'master-data/price-types',
    masterPath: 'master-data/catalogue/price-types',
    title: 'Manage Price Types',
    plural: 'Price Types',
    addTitle: 'Add Price Type',
    addExistingTitle: 'Add Price Types',
    fields: ['name', 'description', 'basis'],
    columns: ['basis', 'description'],
    schema: priceTypeFormSchema,
    defaults: { name: '', description: '', basis: '' },
  },
  documentType: {
    kind: 'documentType',
    path: 'master-data/document-types',
    masterPath: 'master-data/catalogue/document-types',
    title: 'Manage License Types',
    plural: 'License Types',
    addTitle: 'Add License Type',
    addExistingTitle: 'Add License Types',
    fields: nameAndDescription,
    columns: described,
    schema: documentTypeFormSchema,
    defaults: { name: '', description: '' },
    hiddenForSpUser: true,
  },
};

export const CATALOG_SCREEN_LIST = CATALOG_KINDS.map((kind) => CATALOG_SCREENS[kind]);

/** 'Edit - ' followed by the record's name (spec 02 section 2). */
export const editTitle = (name: string) => `Edit - ${name}`;
