/**
 * The traveller's tracking link (issue 22): the state of one ride for whoever holds the link,
 * with no sign-in. A wrong token, another site's, or one whose ride ended more than 24 hours
 * ago is not found, with no data. The chauffeur's position is shown only from On the way until
 * Completed; the ETA to the pickup comes from the geography adapter, else the straight line.
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { POSITION_VISIBLE, straightLineMinutes, TRACK_MESSAGES, trackLinkLive } from '@ridedesk/domain/rides/tracking';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { bookingIdForToken } from '../bookings/booking-access.service.ts';
import { latestRidePosition, rideTimeline, type TrackedRide, trackedRide } from './tracking.read-model.ts';

type Point = { latitude: number; longitude: number };
/** Minutes to drive, from the geography adapter; null when it cannot say. */
export type TravelMinutes = (from: Point, to: string, at: Date) => Promise<number | null>;

const FINAL = ['completed', 'no show', 'cancelled'];

export const createTrackingService = (deps: { db: Db; travelMinutes?: TravelMinutes }) => {
  const { db } = deps;

  const eta = async (ride: TrackedRide, position: Point, at: Date) => {
    if (ride.status !== 'en route' || ride.pickupLatitude === null || ride.pickupLongitude === null) return null;
    const fromMap = await deps.travelMinutes?.(position, ride.pickUpLocation, at).catch(() => null);
    return fromMap ?? straightLineMinutes(position, { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude });
  };

  /** The booking a live track token opens on the site; 404 otherwise, with no data. */
  const openRide = async (siteId: number, token: string, now: Date) => {
    const bookingId = await bookingIdForToken(db, siteId, token, 'track', now);
    const ride = bookingId === null ? undefined : await trackedRide(db, siteId, bookingId);
    if (!ride) throw notFound(TRACK_MESSAGES.gone);
    const timeline = await rideTimeline(db, siteId, ride.bookingId);
    const endedAt = FINAL.includes(ride.status)
      ? ([...timeline].reverse().find((e) => FINAL.includes(e.status))?.at ?? ride.updatedOn)
      : null;
    if (!trackLinkLive({ status: ride.status as BookingStatus, endedAt, dropoffAt: ride.dropoffAt }, now))
      throw notFound(TRACK_MESSAGES.gone);
    return { ride, timeline, endedAt };
  };

  const state = async (siteId: number, token: string, now: Date) => {
    const { ride, timeline } = await openRide(siteId, token, now);
    const showPosition = POSITION_VISIBLE.includes(ride.status as BookingStatus);
    const latest = showPosition ? await latestRidePosition(db, siteId, ride.bookingId) : undefined;
    const position = latest
      ? { latitude: latest.latitude, longitude: latest.longitude, heading: latest.heading, at: latest.at.toISOString() }
      : null;
    return {
      bookingId: ride.bookingId,
      referenceId: ride.referenceId,
      status: ride.status,
      timeline: timeline.map((e) => ({ status: e.status, at: e.at.toISOString() })),
      chauffeur: ride.chauffeurId
        ? { firstName: ride.chauffeurFirstName ?? '', photo: ride.chauffeurPhoto ?? null }
        : null,
      vehicle: {
        description: `${ride.fleetColor} ${ride.fleetMake} ${ride.fleetModel}`.trim(),
        type: ride.vehicleTypeName ?? '',
        name: ride.fleetName,
        plate: ride.fleetPlate ?? null,
      },
      pickup: {
        address: ride.pickUpLocation,
        latitude: ride.pickupLatitude,
        longitude: ride.pickupLongitude,
        at: ride.pickupAt.toISOString(),
        offset: ride.pickupOffset,
      },
      dropoff: { address: ride.dropOffLocation },
      position,
      etaMinutes: position ? await eta(ride, position, now) : null,
    };
  };

  return {
    state,
    /** The booking the token opens, for the live stream (404 as state answers). */
    bookingOf: async (siteId: number, token: string, now: Date) => (await openRide(siteId, token, now)).ride.bookingId,
  };
};

export type TrackingService = ReturnType<typeof createTrackingService>;
