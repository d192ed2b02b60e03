/**
 * A chauffeur's job as GET /api/driver/jobs and GET /api/driver/jobs/{bookingId} answer it
 * (decision 0028). The job page's answer carries the status history as well.
 */

/** The ride's states the chauffeur sees (decision 0028), beside the booking's own. */
export const RIDE_STATUSES = [
  'confirmed',
  'assigned',
  'accepted',
  'en route',
  'arrived',
  'on board',
  'completed',
  'no show',
  'cancelled',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export type JobPlace = {
  address: string;
  latitude: number | null;
  longitude: number | null;
};

export type StatusEvent = {
  status: RideStatus;
  /** ISO instant of the change. */
  at: string;
  reason: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type DriverJob = {
  bookingId: number;
  referenceId: string;
  status: RideStatus;
  /** ISO instants of the pickup and the estimated end. */
  pickupAt: string;
  dropoffAt: string | null;
  /** Minutes east of UTC at the pickup: times are shown on the pickup's own clock. */
  pickupOffset: number;
  pickup: JobPlace;
  dropoff: JobPlace;
  passengerName: string;
  passengerPhone: string | null;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  comments: string | null;
  vehicle: { name: string; plate: string | null; color: string | null } | null;
  history?: StatusEvent[];
};
