/**
 * Whether a chauffeur may take a ride (issue 21, decision 0028), as dispatch's options, its
 * assignment and the knock-on's fix all ask it: the profile's rules (active, day off, working
 * hours, licence, vehicle type; packages/domain ride-rules) and no other live ride of theirs over
 * the ride's held time. The database's exclusion constraint stays the final word.
 */
import { type Check, checkChauffeurFit, RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import { localClock, type RideDto, toRideDto } from './ride-dto.ts';
import { dayRides, rideOf } from './rides.read-model.ts';

export type ChauffeurProfile = Awaited<ReturnType<ChauffeursService['profiles']>>[number];

export const nameOf = (c: Pick<ChauffeurProfile, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();

/** Whether two rides' held times overlap (pickup to the end of the turnaround). */
export const overlaps = (a: RideDto, b: RideDto) => a.pickupAt < b.endAt && b.pickupAt < a.endAt;

/** The profile's rules, then the chauffeur's other live rides among `others` over the ride's time. */
export const fitOf = (c: ChauffeurProfile, ride: RideDto, others: RideDto[]): Check => {
  const fit = checkChauffeurFit(
    {
      name: nameOf(c),
      active: c.active && c.status === 'Active',
      workingHours: c.workingHours,
      daysOff: c.daysOff,
      licenceExpiry: c.licenceExpiry,
      vehicleTypeIds: c.vehicleTypeIds,
    },
    {
      localStart: ride.localPickup,
      localEnd: localClock(new Date(ride.dropoffAt), ride.pickupOffset),
      vehicleTypeId: ride.vehicleTypeId,
      vehicleTypeName: ride.vehicleTypeName,
    },
  );
  if (!fit.ok) return fit;
  const busy = others.some(
    (o) =>
      o.bookingId !== ride.bookingId &&
      o.chauffeurId === c.userId &&
      o.status !== 'completed' &&
      o.status !== 'no show' &&
      overlaps(o, ride),
  );
  return busy ? { ok: false, reason: RIDE_MESSAGES.chauffeurBusy } : { ok: true };
};

/** One ride of the site as dispatch answers it; 404 when the site has no such booking. */
export const rideOrNotFound = async (db: Tx, siteId: number, bookingId: number) => {
  const ride = await rideOf(db, siteId, bookingId);
  if (!ride) throw notFound('Booking not found');
  return toRideDto(ride);
};

const DAY_MS = 86_400_000;

/** The site's rides from a day before a ride to a day after it: whom else a chauffeur drives around it. */
export const ridesAround = async (db: Tx, siteId: number, ride: Pick<RideDto, 'pickupAt' | 'endAt'>) =>
  (
    await dayRides(db, siteId, new Date(Date.parse(ride.pickupAt) - DAY_MS), new Date(Date.parse(ride.endAt) + DAY_MS))
  ).map(toRideDto);
