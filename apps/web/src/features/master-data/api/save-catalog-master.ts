import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { CatalogMaster } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';

export type SaveCatalogMasterInput = {
  kind: CatalogKind;
  master?: CatalogMaster;
  form: Record<string, unknown>;
  action: SaveAction;
};

/** The platform administrator's Add and Edit: POST or PUT api/<kind>; masters are available to other sites. */
export const saveCatalogMaster = async ({ kind, master, form, action }: SaveCatalogMasterInput) => {
  const url = `/api/${CATALOG_KIND_META[kind].apiBase}`;
  const body = { ...form, ...saveFlagsFor(action), ...(master ? { id: master.id } : {}) };
  return firstResult(
    master
      ? await http.put<Results<CatalogMaster>>(url, body, BUSINESS_ANSWERS)
      : await http.post<Results<CatalogMaster>>(url, body, BUSINESS_ANSWERS),
  );
};

export const useSaveCatalogMaster = () =>
  useRefreshingMutation(saveCatalogMaster, (_master, { kind }) => [masterDataKeys.kind(kind)]);
