import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';

/** A step of the ride's timeline: a booking status, or what the chauffeur did with the offer. */
export type TimelineStatus = BookingStatus | 'accepted' | 'declined' | 'unassigned';

/** What GET /api/track/{token} answers and each `state` event of its stream carries (issue 22). */
export type TrackState = {
  bookingId: number;
  referenceId: string;
  status: BookingStatus;
  timeline: { status: TimelineStatus; at: string }[];
  chauffeur: { firstName: string; photo: string | null } | null;
  vehicle: { description: string; type: string; name: string; plate?: string | null };
  /** `offset`: the pickup's own UTC offset in minutes (Chicago in winter: -360). */
  pickup: { address: string; latitude: number | null; longitude: number | null; at: string; offset: number };
  dropoff: { address: string };
  /** Only from On the way until Completed; `heading` in degrees clockwise from north. */
  position: { latitude: number; longitude: number; heading: number | null; at: string } | null;
  etaMinutes: number | null;
};

/** Where the ride stands, as the page words it. */
export type TrackPhase = 'before' | 'onTheWay' | 'arrived' | 'onBoard' | 'completed' | 'cancelled' | 'noShow';

export const phaseOf = (status: BookingStatus): TrackPhase => {
  switch (status) {
    case 'en route':
      return 'onTheWay';
    case 'arrived':
      return 'arrived';
    case 'on board':
      return 'onBoard';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'no show':
      return 'noShow';
    default:
      return 'before';
  }
};

/** Whether the ride is over: no map, no position, only what happened. */
export const isOver = (phase: TrackPhase) => phase === 'completed' || phase === 'cancelled' || phase === 'noShow';
