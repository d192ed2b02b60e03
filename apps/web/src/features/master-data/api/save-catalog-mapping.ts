import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { type CatalogMapping, type RawMapping, type Saved, toCatalogMapping } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';

export type SaveCatalogMappingInput = {
  kind: CatalogKind;
  /** The mapping being edited; none for Add New. */
  mapping?: CatalogMapping;
  form: Record<string, unknown>;
  action: SaveAction;
};

/**
 * Add New and Edit at site level: POST create<Kind>SiteMapping or PUT update<Kind>SiteMapping,
 * with the form's fields and the button's flags (Save As Draft or Publish).
 */
export const saveCatalogMapping = async ({
  kind,
  mapping,
  form,
  action,
}: SaveCatalogMappingInput): Promise<Saved<CatalogMapping>> => {
  const { apiBase, pascal } = CATALOG_KIND_META[kind];
  const body = {
    ...form,
    ...saveFlagsFor(action),
    siteId: requestedSiteId(),
    ...(mapping ? { id: mapping.id, isEnabled: mapping.isEnabled } : {}),
  };
  type Answer = { results: RawMapping[]; setupStatus?: 'completed' };
  const answer = mapping
    ? await http.put<Answer>(`/api/${apiBase}/update${pascal}SiteMapping`, body, BUSINESS_ANSWERS)
    : await http.post<Answer>(`/api/${apiBase}/create${pascal}SiteMapping`, body, BUSINESS_ANSWERS);
  return { record: toCatalogMapping(kind, answer.results[0]), setupStatus: answer.setupStatus };
};

export const useSaveCatalogMapping = () =>
  useRefreshingMutation(saveCatalogMapping, (saved, { kind }) => [...checklistKeys(saved), masterDataKeys.kind(kind)]);
