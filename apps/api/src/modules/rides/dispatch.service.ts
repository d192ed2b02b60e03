/**
 * Dispatch (/admin/dispatch, issue 21): the day's board, which chauffeurs fit a ride and why not,
 * assigning (the database refuses a chauffeur's overlapping rides), and a ride's history.
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { checkAssignment, statusAfterAssignment } from '@ridedesk/domain/booking/booking-updates';
import { type Check, checkChauffeurFit, RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import type { RideChanges } from './ride-changes.ts';
import { localClock, type RideDto, toHistoryDto, toRideDto } from './ride-dto.ts';
import { dayRides, latestPositions, rideOf, siteVehicles } from './rides.read-model.ts';
import * as repo from './rides.repository.ts';

const HOUR = 3_600_000;
type Profile = Awaited<ReturnType<ChauffeursService['profiles']>>[number];

const nameOf = (c: Profile) => `${c.firstName} ${c.lastName}`.trim();

/** Whether two rides' held times overlap (pickup to the end of the turnaround). */
const overlaps = (a: RideDto, b: RideDto) => a.pickupAt < b.endAt && b.pickupAt < a.endAt;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const createDispatchService = (deps: {
  db: Db;
  changes: RideChanges;
  chauffeurs: Pick<ChauffeursService, 'profiles'>;
}) => {
  const { db, changes, chauffeurs } = deps;

  /** The rides whose local pickup day is `date` (the instants around it, filtered by each ride's own clock). */
  const ridesOfDay = async (siteId: number, date: string) => {
    const start = new Date(`${date}T00:00:00Z`);
    const rows = await dayRides(
      db,
      siteId,
      new Date(start.getTime() - 14 * HOUR),
      new Date(start.getTime() + 38 * HOUR),
    );
    return rows.map(toRideDto).filter((r) => r.localPickup.slice(0, 10) === date);
  };

  const fitOf = (c: Profile, ride: RideDto, others: RideDto[]): Check => {
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

  const rideOrNotFound = async (siteId: number, bookingId: number) => {
    const ride = await rideOf(db, siteId, bookingId);
    if (!ride) throw notFound('Booking not found');
    return toRideDto(ride);
  };

  return {
    /** One day: chauffeurs (their hours that weekday, day off, last position), vehicles and rides. */
    board: async (ctx: UseCaseContext<Actor>, date: string) => {
      const [profiles, rides, vehicles, positions] = await Promise.all([
        chauffeurs.profiles(ctx.siteId),
        ridesOfDay(ctx.siteId, date),
        siteVehicles(db, ctx.siteId),
        latestPositions(db, ctx.siteId),
      ]);
      const weekday = weekdayOf(date);
      return {
        date,
        chauffeurs: profiles.map((c) => {
          const hours = c.workingHours.find((h) => h.weekday === weekday) ?? null;
          const position = positions.find((p) => p.chauffeurId === c.userId) ?? null;
          return {
            id: c.userId,
            name: nameOf(c),
            phone: c.phone,
            photo: c.photo,
            active: c.active && c.status === 'Active',
            vehicleTypeIds: c.vehicleTypeIds,
            hours: hours ? { start: hours.start, end: hours.end } : null,
            dayOff: hours === null || c.daysOff.includes(date),
            position: position ? { ...position, at: position.at.toISOString() } : null,
          };
        }),
        vehicles,
        rides,
      };
    },

    /** Every chauffeur for a ride, those who fit first, each with the reason when they do not. */
    options: async (ctx: UseCaseContext<Actor>, bookingId: number) => {
      const ride = await rideOrNotFound(ctx.siteId, bookingId);
      const [profiles, around] = await Promise.all([
        chauffeurs.profiles(ctx.siteId),
        dayRides(
          db,
          ctx.siteId,
          new Date(Date.parse(ride.pickupAt) - 24 * HOUR),
          new Date(Date.parse(ride.endAt) + 24 * HOUR),
        ),
      ]);
      const others = around.map(toRideDto);
      return profiles
        .map((c) => {
          const fit = fitOf(c, ride, others);
          return { id: c.userId, name: nameOf(c), fits: fit.ok, reason: fit.ok ? null : fit.reason };
        })
        .sort((a, b) => Number(b.fits) - Number(a.fits) || a.name.localeCompare(b.name));
    },

    /**
     * Assigns a chauffeur (null: takes the ride back). A chauffeur who does not fit is refused with
     * the reason (409); the exclusion constraint refuses overlapping rides, whatever races.
     */
    assign: async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; chauffeurId: number | null }) => {
      const ride = await rideOrNotFound(ctx.siteId, opts.bookingId);
      if (opts.chauffeurId !== null) {
        const [profile] = await chauffeurs.profiles(ctx.siteId, [opts.chauffeurId]);
        if (!profile)
          throw badRequest('Please choose a chauffeur of this site', {
            chauffeurId: 'Please choose a chauffeur of this site',
          });
        const fit = fitOf(profile, ride, []);
        if (!fit.ok) throw conflict(fit.reason);
      }
      const chauffeurId = opts.chauffeurId;
      await changes.apply({
        siteId: ctx.siteId,
        bookingId: opts.bookingId,
        actorUserId: ctx.actor.userId,
        event: chauffeurId === null ? 'unassigned' : 'assigned',
        at: ctx.now,
        now: ctx.now,
        decide: async (current) => {
          const status = current.bookingStatus as BookingStatus;
          const allowed = checkAssignment(status);
          if (!allowed.ok) return { refuse: allowed.reason };
          if (chauffeurId === null) {
            if (status !== 'assigned' && status !== 'scheduled' && status !== 'confirmed')
              return { refuse: `A ${status} ride keeps its chauffeur.` };
            return {
              assignedTo: null,
              chauffeurAcceptedOn: null,
              bookingStatus: status === 'assigned' ? 'confirmed' : status,
              updatedOn: ctx.now,
            };
          }
          if (current.assignedTo === chauffeurId) return { refuse: 'This chauffeur already has this ride.' };
          if (!['scheduled', 'confirmed', 'assigned'].includes(status))
            return { refuse: `A ${status} ride cannot be given to another chauffeur.` };
          return {
            assignedTo: chauffeurId,
            chauffeurAcceptedOn: null,
            bookingStatus: statusAfterAssignment(status),
            updatedOn: ctx.now,
          };
        },
      });
      return rideOrNotFound(ctx.siteId, opts.bookingId);
    },

    history: async (ctx: UseCaseContext<Actor>, bookingId: number) => {
      await rideOrNotFound(ctx.siteId, bookingId);
      return (await repo.listEvents(db, ctx.siteId, bookingId)).map(toHistoryDto);
    },
  };
};

export type DispatchService = ReturnType<typeof createDispatchService>;
