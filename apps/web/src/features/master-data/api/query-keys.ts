import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';

/** Cache keys of the master-data screens, from one place so a save refreshes what it changed. */
export const masterDataKeys = {
  all: ['master-data'] as const,
  kind: (kind: CatalogKind | 'garageLocation' | 'fleet') => ['master-data', kind] as const,
  mappings: (kind: CatalogKind, siteId: number | undefined, isPublished: boolean | undefined) =>
    ['master-data', kind, 'mappings', siteId ?? 'own', isPublished ?? 'all'] as const,
  masters: (kind: CatalogKind, isPublished: boolean) => ['master-data', kind, 'masters', isPublished] as const,
  unmapped: (kind: CatalogKind, siteId: number | undefined) =>
    ['master-data', kind, 'unmapped', siteId ?? 'own'] as const,
  garages: (siteId: number | undefined, isPublished: boolean) =>
    ['master-data', 'garageLocation', 'list', siteId ?? 'own', isPublished] as const,
  garageChoices: (siteId: number | undefined) => ['master-data', 'garageLocation', 'choices', siteId ?? 'own'] as const,
  fleets: (siteId: number | undefined, isPublished: boolean) =>
    ['master-data', 'fleet', 'list', siteId ?? 'own', isPublished] as const,
};
