import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import { firstResult, http } from '../../lib/http.ts';
import { requestedSiteId } from '../../lib/site-scope.ts';

/** A saved record and, when it was the site's first of its kind, setupStatus 'completed' (spec 02 section 1). */
export type Saved<Row> = { record: Row; setupStatus?: 'completed' };

/**
 * Add New or Edit of a site's draft-and-publish record: POST `<base>/create` (no id) or
 * `<base>/update` (with the id) with the form, the button's flags (Save As Draft or Publish) and
 * the site acted on. A duplicate (409) or a refusal the person can fix (422) keeps its message.
 */
export const saveDraftOrPublish = async <Row>(
  base: string,
  { id, form, action }: { id?: number; form: object; action: SaveAction },
): Promise<Saved<Row>> => {
  const body = { ...form, ...saveFlagsFor(action), siteId: requestedSiteId(), ...(id ? { id } : {}) };
  const answer = await http.post<{ results: Row[]; setupStatus?: 'completed' }>(
    `${base}/${id ? 'update' : 'create'}`,
    body,
    { keepMessageFor: [409, 422] },
  );
  return { record: firstResult(answer), setupStatus: answer.setupStatus };
};
