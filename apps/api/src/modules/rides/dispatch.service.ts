/**
 * Dispatch (/admin/dispatch, issue 21): the day's board, which chauffeurs fit a ride and why not,
 * assigning (the database refuses a chauffeur's overlapping rides), and a ride's history. The
 * board marks airport pickups that follow their flight and the knock-on of a moved pickup on the
 * next rides (issue 22), whose fix the operator applies here too (knock-on-apply.ts).
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { checkAssignment, statusAfterAssignment } from '@ridedesk/domain/booking/booking-updates';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import { fitOf, nameOf, rideOrNotFound as rideOrNotFoundIn, ridesAround } from './dispatch-fit.ts';
import { flightsOf } from './flights.read-model.ts';
import type { KnockOn, KnockOnService } from './knock-on.service.ts';
import type { KnockOnApply } from './knock-on-apply.ts';
import type { RideChanges } from './ride-changes.ts';
import { type RideDto, toHistoryDto, toRideDto } from './ride-dto.ts';
import { dayRides, latestPositions, siteVehicles } from './rides.read-model.ts';
import * as repo from './rides.repository.ts';

const HOUR = 3_600_000;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A ride's flag as the board draws it (the ride is the block it is on). */
const knockOnOf = ({ bookingId: _ride, referenceId: _reference, ...flag }: KnockOn) => flag;

export const createDispatchService = (deps: {
  db: Db;
  changes: RideChanges;
  chauffeurs: Pick<ChauffeursService, 'profiles'>;
  /** The knock-on of moved pickups (issue 22): its flags on the board, and the operator's fix. */
  knockOn: Pick<KnockOnService, 'assess'>;
  applyKnockOn: KnockOnApply;
}) => {
  const { db, changes, chauffeurs } = deps;

  /**
   * The rides around `date` (the instants around it, whatever the site's clock), and those whose
   * local pickup day is `date` (filtered by each ride's own clock): the knock-on reads the first.
   */
  const ridesOfDay = async (siteId: number, date: string) => {
    const start = new Date(`${date}T00:00:00Z`);
    const around = (
      await dayRides(db, siteId, new Date(start.getTime() - 14 * HOUR), new Date(start.getTime() + 38 * HOUR))
    ).map(toRideDto);
    return { around, day: around.filter((r) => r.localPickup.slice(0, 10) === date) };
  };

  const rideOrNotFound = (siteId: number, bookingId: number) => rideOrNotFoundIn(db, siteId, bookingId);

  return {
    /** One day: chauffeurs (their hours that weekday, day off, last position), vehicles and rides. */
    board: async (ctx: UseCaseContext<Actor>, date: string) => {
      const [profiles, { around, day }, vehicles, positions] = await Promise.all([
        chauffeurs.profiles(ctx.siteId),
        ridesOfDay(ctx.siteId, date),
        siteVehicles(db, ctx.siteId),
        latestPositions(db, ctx.siteId),
      ]);
      const [flights, flags] = await Promise.all([
        flightsOf(
          db,
          ctx.siteId,
          day.map((r) => r.bookingId),
        ),
        deps.knockOn.assess(ctx.siteId, around),
      ]);
      const onDay = new Set(day.map((r) => r.bookingId));
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
        rides: day.map((r: RideDto) => {
          // A ride flagged for its chauffeur and its car shows the chauffeur's (the fix the board applies).
          const flag = flags.find((f) => f.bookingId === r.bookingId);
          return { ...r, flight: flights.get(r.bookingId) ?? null, knockOn: flag ? knockOnOf(flag) : null };
        }),
        /** Every flag of the day's rides with its fix, chauffeur flags first: the "Needs attention" panel. */
        needsAttention: flags.filter((f) => onDay.has(f.bookingId)),
      };
    },

    /** Every chauffeur for a ride, those who fit first, each with the reason when they do not. */
    options: async (ctx: UseCaseContext<Actor>, bookingId: number) => {
      const ride = await rideOrNotFound(ctx.siteId, bookingId);
      const [profiles, others] = await Promise.all([
        chauffeurs.profiles(ctx.siteId),
        ridesAround(db, ctx.siteId, ride),
      ]);
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

    /** Gives a ride the knock-on flags to another chauffeur (knock-on-apply.ts). */
    applyKnockOn: deps.applyKnockOn,

    history: async (ctx: UseCaseContext<Actor>, bookingId: number) => {
      await rideOrNotFound(ctx.siteId, bookingId);
      return (await repo.listEvents(db, ctx.siteId, bookingId)).map(toHistoryDto);
    },
  };
};

export type DispatchService = ReturnType<typeof createDispatchService>;
