import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { type RawMapping, toCatalogMapping } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/<kind>/mappingBySiteId: the site's records of a kind, Published or Unpublished. */
export const listCatalogMappings = async (kind: CatalogKind, siteId: number | undefined, isPublished?: boolean) => {
  const answer = await http.get<Results<RawMapping>>(`/api/${CATALOG_KIND_META[kind].apiBase}/mappingBySiteId`, {
    query: { siteId, isPublished },
  });
  return answer.results.map((raw) => toCatalogMapping(kind, raw));
};

export const useCatalogMappings = (kind: CatalogKind, isPublished?: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: masterDataKeys.mappings(kind, siteId, isPublished),
    queryFn: () => listCatalogMappings(kind, siteId, isPublished),
  });
};
