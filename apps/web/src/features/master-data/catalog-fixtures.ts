import type { CatalogMaster } from './model.ts';

/** A catalogue master as the API answers it for the tests: enabled, published, created by Sam on 1 January 2026. */
export const catalogMaster = (fields: Pick<CatalogMaster, 'id' | 'name'> & Partial<CatalogMaster>): CatalogMaster => ({
  description: `${fields.name} rides.`,
  isAvailableForOtherSites: false,
  isEnabled: true,
  isDraft: false,
  isPublished: true,
  createdBy: { firstName: 'Sam' },
  createdOn: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
  ...fields,
});
