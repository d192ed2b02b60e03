import type { GeocodedAddress } from '@ridedesk/domain/geo/geo-schemas';
import { isApiError } from '../../../lib/api-error.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/** GET api/geo/geocode: where a typed address is; null when it names no US place (404). */
export const geocodeAddress = async (address: string): Promise<GeocodedAddress | null> => {
  try {
    return firstResult(await http.get<Results<GeocodedAddress>>('/api/geo/geocode', { query: { address } }));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};
