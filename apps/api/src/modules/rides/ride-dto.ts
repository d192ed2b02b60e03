/** What the chauffeur's app and the dispatch board are answered of a ride. */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { driverNextSteps } from '@ridedesk/domain/rides/ride-rules';
import type { RideView } from './rides.read-model.ts';
import type * as repo from './rides.repository.ts';

/** The pickup's wall clock 'YYYY-MM-DDTHH:MM' at its stored offset (minutes east of UTC). */
export const localClock = (at: Date, offsetMinutes: number) =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16);

export const toRideDto = (r: RideView) => {
  const accepted = r.acceptedOn !== null;
  return {
    bookingId: r.bookingId,
    referenceId: r.referenceId,
    status: r.status,
    chauffeurId: r.chauffeurId,
    chauffeurName: r.chauffeurId ? `${r.chauffeurFirstName ?? ''} ${r.chauffeurLastName ?? ''}`.trim() : null,
    accepted,
    assignmentState: r.chauffeurId === null ? 'unassigned' : accepted ? 'accepted' : 'offered',
    pickupAt: r.pickupAt.toISOString(),
    dropoffAt: r.dropoffAt.toISOString(),
    endAt: r.heldUntil.toISOString(),
    localPickup: localClock(r.pickupAt, r.pickupOffset),
    pickupOffset: r.pickupOffset,
    pickUpLocation: r.pickUpLocation,
    dropOffLocation: r.dropOffLocation,
    pickupLatitude: r.pickupLatitude,
    pickupLongitude: r.pickupLongitude,
    passengerName: `${r.passengerFirstName} ${r.passengerLastName}`.trim(),
    passengerPhone: r.passengerPhone,
    passengers: r.passengers,
    luggage: r.luggage,
    comments: r.comments,
    flight: null as string | null,
    fleetId: r.fleetId,
    vehicle: `${r.vehicleTypeName ?? ''}: ${r.fleetYear} ${r.fleetMake} ${r.fleetModel} (${r.fleetColor})`,
    vehicleName: r.fleetName,
    vehicleTypeId: r.vehicleTypeId,
    vehicleTypeName: r.vehicleTypeName ?? '',
    nextSteps: driverNextSteps(r.status as BookingStatus, accepted),
  };
};
export type RideDto = ReturnType<typeof toRideDto>;

export const toHistoryDto = (e: Awaited<ReturnType<typeof repo.listEvents>>[number]) => ({
  status: e.status,
  fromStatus: e.fromStatus,
  at: e.at.toISOString(),
  recordedOn: e.recordedOn.toISOString(),
  byUserId: e.actorUserId,
  chauffeurId: e.chauffeurUserId,
  latitude: e.latitude,
  longitude: e.longitude,
  reason: e.reason,
});
