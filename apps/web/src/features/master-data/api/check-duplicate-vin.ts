import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';

/** GET api/fleet/checkDuplicateVIN?vin[&id]: whether another fleet of the site has this VIN. */
export const checkDuplicateVin = async (vin: string, fleetId?: number) => {
  const answer = await http.get<Results<{ vin: string; isDuplicate: boolean; message: string }>>(
    '/api/fleet/checkDuplicateVIN',
    { query: { vin, id: fleetId, siteId: requestedSiteId() } },
  );
  return answer.results[0]?.isDuplicate === true;
};
