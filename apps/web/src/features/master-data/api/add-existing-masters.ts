import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CatalogMaster } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';
import { refreshChecklistIfCompleted } from './setup-completed.ts';

/** POST api/<kind>/createMappingForExistingMaster<Kind>: adds the chosen masters to the site. */
export const addExistingMasters = async ({ kind, masters }: { kind: CatalogKind; masters: CatalogMaster[] }) => {
  const { apiBase, pascal } = CATALOG_KIND_META[kind];
  return http.post<{ results: unknown[]; setupStatus?: 'completed' }>(
    `/api/${apiBase}/createMappingForExistingMaster${pascal}`,
    { siteId: requestedSiteId(), masters: masters.map((m) => ({ id: m.id })) },
    BUSINESS_ANSWERS,
  );
};

export const useAddExistingMasters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExistingMasters,
    onSuccess: async (answer, { kind }) => {
      await refreshChecklistIfCompleted(queryClient, answer);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.kind(kind) });
    },
  });
};
