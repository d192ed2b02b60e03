import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CatalogMapping } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/<kind>/enableDisable<Kind>SiteMapping with the wanted state (the other one). */
export const enableDisableCatalogMapping = async ({
  kind,
  mapping,
}: {
  kind: CatalogKind;
  mapping: CatalogMapping;
}) => {
  const { apiBase, pascal } = CATALOG_KIND_META[kind];
  await http.post(`/api/${apiBase}/enableDisable${pascal}SiteMapping`, {
    id: mapping.id,
    siteId: requestedSiteId(),
    isEnabled: !mapping.isEnabled,
  });
};

export const useEnableDisableCatalogMapping = () =>
  useRefreshingMutation(enableDisableCatalogMapping, (_answer, { kind }) => [masterDataKeys.kind(kind)]);
