import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CatalogMaster } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/<kind>/createMappingForExistingMaster<Kind>: adds the chosen masters to the site. */
export const addExistingMasters = async ({ kind, masters }: { kind: CatalogKind; masters: CatalogMaster[] }) => {
  const { apiBase, pascal } = CATALOG_KIND_META[kind];
  return http.post<{ results: unknown[]; setupStatus?: 'completed' }>(
    `/api/${apiBase}/createMappingForExistingMaster${pascal}`,
    { siteId: requestedSiteId(), masters: masters.map((m) => ({ id: m.id })) },
    BUSINESS_ANSWERS,
  );
};

export const useAddExistingMasters = () =>
  useRefreshingMutation(addExistingMasters, (answer, { kind }) => [
    ...checklistKeys(answer),
    masterDataKeys.kind(kind),
  ]);
