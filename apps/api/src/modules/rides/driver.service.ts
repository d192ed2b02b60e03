/**
 * The chauffeur's use cases (the app at /driver, issue 21): their jobs, accepting or declining an
 * assignment, moving the ride on, and sending positions while on it. Every use case acts only on
 * rides assigned to the signed-in chauffeur; another's ride is not found.
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { checkDriverStep, type DriverStep, RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { RideMails } from '../booking-management/ride-mails.ts';
import { type ChangeRequest, POSITION_TOPIC, type Publish, type RideChanges } from './ride-changes.ts';
import { toHistoryDto, toRideDto } from './ride-dto.ts';
import { activeRideOf, chauffeurRides, rideOf } from './rides.read-model.ts';
import * as repo from './rides.repository.ts';

const DAY = 86_400_000;
/** How far ahead the app lists jobs. */
export const JOBS_AHEAD_DAYS = 14;

export type Position = {
  at: Date;
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  speed?: number | null;
  heading?: number | null;
};

export const createDriverService = (deps: {
  db: Db;
  changes: RideChanges;
  mails: RideMails;
  publish: Publish;
  noShowWaitOf: (siteId: number) => Promise<number>;
}) => {
  const { db, changes, mails, publish } = deps;

  /** The chauffeur's own ride, or 404 (another chauffeur's ride does not exist for them). */
  const ownRide = async (ctx: UseCaseContext<Actor>, bookingId: number) => {
    const ride = await rideOf(db, ctx.siteId, bookingId);
    if (!ride || ride.chauffeurId !== ctx.actor.userId || ride.status === 'cancelled') throw notFound('Ride not found');
    return ride;
  };

  const job = async (ctx: UseCaseContext<Actor>, bookingId: number) => {
    const ride = await ownRide(ctx, bookingId);
    const history = await repo.listEvents(db, ctx.siteId, bookingId);
    return { ...toRideDto(ride), history: history.map(toHistoryDto) };
  };

  const mine = (ctx: UseCaseContext<Actor>, ride: { assignedTo: number | null }) =>
    ride.assignedTo === ctx.actor.userId ? null : { refuse: RIDE_MESSAGES.notYours };

  /**
   * A change the chauffeur makes to their own ride (accepting, declining, a step): 404 unless the
   * ride is theirs; then, when the event is `mailed`, the traveller's mail and text of it; then one
   * unit of work (ride-changes.ts) whose decision first refuses a ride given to another meanwhile.
   * The change happens at `at` (when the chauffeur tapped), now unless said.
   */
  const changeOwnRide = async (
    ctx: UseCaseContext<Actor>,
    change: Pick<ChangeRequest, 'bookingId' | 'event' | 'key' | 'position' | 'reason' | 'decide'> & {
      at?: Date;
      mailed?: boolean;
    },
  ) => {
    const { bookingId, event, at, mailed, decide, ...rest } = change;
    await ownRide(ctx, bookingId);
    await changes.apply({
      siteId: ctx.siteId,
      bookingId,
      actorUserId: ctx.actor.userId,
      event,
      at: at ?? ctx.now,
      now: ctx.now,
      ...rest,
      ...(mailed ? await mails.rideMessages(ctx.siteId, bookingId, event) : {}),
      decide: async (ride, tx) => mine(ctx, ride) ?? decide(ride, tx),
    });
  };

  return {
    /** Today's and the coming days' rides (from 12 hours ago, so a ride of tonight stays on the list). */
    jobs: async (ctx: UseCaseContext<Actor>) => {
      const from = new Date(ctx.now.getTime() - DAY / 2);
      const rows = await chauffeurRides(
        db,
        ctx.siteId,
        ctx.actor.userId,
        from,
        new Date(ctx.now.getTime() + JOBS_AHEAD_DAYS * DAY),
      );
      return rows.map(toRideDto);
    },

    job,

    accept: async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; key?: string | null }) => {
      await changeOwnRide(ctx, {
        bookingId: opts.bookingId,
        event: 'accepted',
        key: opts.key,
        mailed: true,
        decide: async (ride) =>
          ride.chauffeurAcceptedOn !== null
            ? { refuse: RIDE_MESSAGES.alreadyAccepted }
            : ride.bookingStatus !== 'assigned'
              ? { refuse: `A ${ride.bookingStatus} ride cannot be accepted.` }
              : { chauffeurAcceptedOn: ctx.now, updatedOn: ctx.now },
      });
      return job(ctx, opts.bookingId);
    },

    /** Declining gives the ride back to dispatch (confirmed, no chauffeur) with the reason recorded. */
    decline: async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; reason: string; key?: string | null }) => {
      await changeOwnRide(ctx, {
        bookingId: opts.bookingId,
        event: 'declined',
        key: opts.key,
        reason: opts.reason,
        decide: async (ride) =>
          ride.bookingStatus !== 'assigned'
            ? { refuse: 'A ride already under way cannot be declined; call dispatch.' }
            : { assignedTo: null, chauffeurAcceptedOn: null, bookingStatus: 'confirmed', updatedOn: ctx.now },
      });
      return { bookingId: opts.bookingId, declined: true };
    },

    /**
     * On the way, arrived, passenger on board, completed or no-show. `at` is when the chauffeur
     * tapped (a change queued offline arrives later); it is never after the server's now.
     */
    step: async (
      ctx: UseCaseContext<Actor>,
      opts: {
        bookingId: number;
        to: DriverStep;
        key: string;
        at?: Date;
        position?: { latitude: number; longitude: number; accuracy?: number | null } | null;
      },
    ) => {
      const wait = opts.to === 'no show' ? await deps.noShowWaitOf(ctx.siteId) : 0;
      await changeOwnRide(ctx, {
        bookingId: opts.bookingId,
        event: opts.to,
        at: opts.at && opts.at < ctx.now ? opts.at : ctx.now,
        key: opts.key,
        position: opts.position,
        // The traveller's mail and text of the step (on the way, arrived, completed).
        mailed: true,
        decide: async (ride, tx) => {
          const arrivedAt = opts.to === 'no show' ? await repo.lastArrivedAt(tx, ctx.siteId, opts.bookingId) : null;
          const check = checkDriverStep(
            {
              status: ride.bookingStatus as BookingStatus,
              accepted: ride.chauffeurAcceptedOn !== null,
              pickupAt: ride.pickupAt,
              arrivedAt,
            },
            opts.to,
            ctx.now,
            wait,
          );
          return check.ok ? { bookingStatus: opts.to, updatedOn: ctx.now } : { refuse: check.reason };
        },
      });
      return job(ctx, opts.bookingId);
    },

    /**
     * A batch of positions of the chauffeur's active ride (On the way to Completed); refused
     * (409) otherwise. The latest one is published for the live board.
     */
    positions: async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; positions: Position[] }) => {
      const active = await activeRideOf(db, ctx.siteId, ctx.actor.userId, opts.bookingId);
      if (!active) throw conflict(RIDE_MESSAGES.notActive);
      const rows = opts.positions.map((p) => ({
        siteId: ctx.siteId,
        chauffeurUserId: ctx.actor.userId,
        bookingId: opts.bookingId,
        at: new Date(Math.min(p.at.getTime(), ctx.now.getTime())),
        receivedOn: ctx.now,
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy: p.accuracy ?? null,
        speed: p.speed ?? null,
        heading: p.heading ?? null,
      }));
      await repo.insertPositions(db, rows);
      const latest = rows.reduce((a, b) => (b.at >= a.at ? b : a));
      await publish(POSITION_TOPIC, {
        siteId: ctx.siteId,
        bookingId: opts.bookingId,
        chauffeurId: ctx.actor.userId,
        latitude: latest.latitude,
        longitude: latest.longitude,
        heading: latest.heading,
        speed: latest.speed,
        at: latest.at.toISOString(),
        receivedAt: ctx.now.toISOString(),
      });
      return { accepted: rows.length, status: active.status };
    },
  };
};

export type DriverService = ReturnType<typeof createDriverService>;
