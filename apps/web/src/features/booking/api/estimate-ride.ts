import type { RideEstimate } from '@ridedesk/domain/geo/geo-schemas';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/**
 * GET api/booking/getEstimatedRideDuration (spec 03 section 7): distance and duration of the
 * ride at its pickup time. The addresses arrive sanitised (sanitizeForDuration).
 */
export const estimateRide = async (q: {
  sourceAddress: string;
  destinationAddress: string;
  city: string;
  pickupDateTime: string;
}) =>
  firstResult(
    await http.get<Results<RideEstimate>>('/api/booking/getEstimatedRideDuration', {
      query: {
        sourceAddress: q.sourceAddress,
        destinationAddress: q.destinationAddress,
        City: q.city,
        Country: 'US',
        pickupDateTime: q.pickupDateTime,
      },
    }),
  );
