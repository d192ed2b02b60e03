import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import type { DriverStep } from '@ridedesk/domain/rides/ride-rules';
import type { RideAnswerBase } from '../../lib/ride-answer.ts';

/**
 * Where a ride stands for the chauffeur: the booking's status, with `accepted` told apart from
 * an offer still to answer (the server keeps both `assigned`, with `accepted` true or false), and
 * `declined`, which only the history shows.
 */
export type RideStatus = BookingStatus | 'accepted' | 'declined';

/** One recorded change of the ride (GET /api/driver/jobs/{bookingId}, decision 0028). */
export type StatusEvent = {
  /** The step, or `accepted` / `declined` for the answer to the offer. */
  status: RideStatus;
  fromStatus: string | null;
  /** When it happened (the tap, for a change sent later), and when the server recorded it. */
  at: string;
  recordedOn: string;
  latitude: number | null;
  longitude: number | null;
  reason: string | null;
};

/** A chauffeur's job as GET /api/driver/jobs and GET /api/driver/jobs/{bookingId} answer it. */
export type DriverJob = RideAnswerBase & {
  status: BookingStatus;
  passengerName: string;
  passengerPhone: string | null;
  passengers: number;
  luggage: number;
  comments: string | null;
  flight: string | null;
  /** The vehicle to take: "Sedan: 2024 Lincoln Continental (Black)". */
  vehicle: string;
  /** The steps the server would take now (driverNextSteps). */
  nextSteps: DriverStep[];
  /** On the job page only. */
  history?: StatusEvent[];
};

/** The ride's stage for the chauffeur: an accepted assignment reads `accepted`. */
export const stageOf = (job: Pick<DriverJob, 'status' | 'accepted'>): RideStatus =>
  job.status === 'assigned' && job.accepted ? 'accepted' : job.status;
