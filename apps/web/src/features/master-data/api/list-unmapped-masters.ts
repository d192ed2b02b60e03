import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CatalogMaster } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET api/<kind>/<kind>MastersNotMappedBySiteId: the published shared masters the site has not added. */
export const listUnmappedMasters = async (kind: CatalogKind, siteId: number | undefined) => {
  const { apiBase } = CATALOG_KIND_META[kind];
  return (
    await http.get<Results<CatalogMaster>>(`/api/${apiBase}/${apiBase}MastersNotMappedBySiteId`, {
      query: { siteId },
    })
  ).results;
};

export const useUnmappedMasters = (kind: CatalogKind, enabled: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: masterDataKeys.unmapped(kind, siteId),
    queryFn: () => listUnmappedMasters(kind, siteId),
    enabled,
    staleTime: 0,
  });
};
