/** Kinds of site (spec 01 section 3: type.name). Only the platform administrator sets a site's type. */
export const SITE_TYPES = [
  { id: 1, name: 'System' },
  { id: 2, name: 'Service Provider' },
  { id: 3, name: 'Product' },
] as const;

/** New sites are provider sites unless the platform administrator says otherwise. */
export const DEFAULT_SITE_TYPE_ID = 2;
