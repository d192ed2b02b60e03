import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { CatalogMaster } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/<kind>: the platform administrator's catalogue of masters, Published or Unpublished. */
export const listCatalogMasters = async (kind: CatalogKind, isPublished: boolean) =>
  (
    await http.get<Results<CatalogMaster>>(`/api/${CATALOG_KIND_META[kind].apiBase}`, {
      query: { isPublished },
    })
  ).results;

export const useCatalogMasters = (kind: CatalogKind, isPublished: boolean) =>
  useQuery({
    queryKey: masterDataKeys.masters(kind, isPublished),
    queryFn: () => listCatalogMasters(kind, isPublished),
  });
