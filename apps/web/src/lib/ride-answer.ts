/**
 * What every ride the API answers carries (`toRideDto`, apps/api/src/modules/rides/ride-dto.ts),
 * read alike by the dispatch board and the chauffeur's app: the ride, its times and its places.
 */
export type RideAnswerBase = {
  bookingId: number;
  referenceId: string;
  /** The chauffeur has accepted the assignment. */
  accepted: boolean;
  /** ISO instants of the pickup and the estimated drop-off. */
  pickupAt: string;
  dropoffAt: string;
  /** Minutes east of UTC at the pickup: times are shown on the pickup's own clock. */
  pickupOffset: number;
  pickUpLocation: string;
  dropOffLocation: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  /** The fleet's own name. */
  vehicleName: string | null;
};
