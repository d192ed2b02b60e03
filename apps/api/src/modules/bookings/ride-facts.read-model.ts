/**
 * What every read of a ride takes from its booking: the reference, the status, the pickup and
 * drop-off times and places, and the chauffeur it is given to. The chauffeur's app and the dispatch
 * board (rides.read-model.ts), the traveller's tracking page and the followed flights spread these
 * columns into their own selects, so a ride reads the same wherever it is shown.
 */
import { bookings } from './bookings.schema.ts';

export const rideFactColumns = {
  referenceId: bookings.referenceId,
  status: bookings.bookingStatus,
  pickupAt: bookings.pickupAt,
  dropoffAt: bookings.dropoffAt,
  pickupOffset: bookings.pickupOffset,
  pickUpLocation: bookings.pickUpLocation,
  dropOffLocation: bookings.dropOffLocation,
  chauffeurId: bookings.assignedTo,
};
