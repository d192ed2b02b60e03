import { firstResult, http, type Results } from '../../lib/http.ts';
import { requestedSiteId } from '../../lib/site-scope.ts';

/** Which record to set enabled or disabled, and the state it is to have. */
export type EnableDisableChange = { id: number; isEnabled: boolean };

/**
 * POST a site's record's enableDisable call (spec 02, `api/<record>/enableDisable`) with the
 * record, the wanted state and the site in view, and answer the record as it is now.
 */
export const postEnableDisable = async <Row>(path: string, { id, isEnabled }: EnableDisableChange) =>
  firstResult(await http.post<Results<Row>>(path, { id, isEnabled, siteId: requestedSiteId() }));
