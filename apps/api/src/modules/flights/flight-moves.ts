/**
 * Moving a pickup with its flight, one unit of work (decision 0031): lock the ride (bookings'
 * contract), move its pickup, drop-off and held time together, record the move on the watch and
 * write the traveller's and chauffeur's notices, all in one transaction; then tell the live
 * streams (the board, the traveller's tracking page). When the database refuses the move (23P01:
 * the car or the chauffeur is held by the next ride) nothing of it is written: the watch keeps it
 * as pending, to be applied once dispatch has freed the time (applyPendingMoves, or the next poll).
 */
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { lockRideForChange, moveRidePickup } from '../bookings/booking-rides.service.ts';
import { RIDE_TOPIC } from '../rides/ride-changes.ts';
import type { FlightNotices } from './flight-notices.ts';
import { flightBookingOf, MOVABLE_STATUSES } from './flights.read-model.ts';
import * as repo from './flights.repository.ts';

/** The booking lists' topic (events.routes.ts BOOKING_TOPIC): a pickup time is on them. */
const BOOKING_TOPIC = 'booking';

export type MoveOutcome = 'moved' | 'pending' | 'unchanged' | 'not-movable';

export type PickupMove = {
  siteId: number;
  bookingId: number;
  pickupAt: Date;
  /** The landing that calls for it (the notices say it). */
  landing: Date;
  now: Date;
};

export type Publish = (topic: string, payload: unknown) => Promise<void>;
type Log = { warn: (obj: object, msg: string) => void };

export const createFlightMoves = (deps: { db: Db; notices: FlightNotices; publish: Publish; log?: Log }) => {
  const { db, notices } = deps;

  /** Tells the board and the tracking page that the ride changed (after the commit; lost events are re-read). */
  const tell = async (siteId: number, bookingId: number, flight: { pending: boolean }) => {
    const b = await flightBookingOf(db, siteId, bookingId);
    if (!b) return;
    const event = {
      siteId,
      bookingId,
      referenceId: b.referenceId,
      status: b.status,
      chauffeurId: b.chauffeurId,
      accepted: b.chauffeurAcceptedOn !== null,
      pickupAt: b.pickupAt.toISOString(),
      flight,
    };
    try {
      await deps.publish(RIDE_TOPIC, event);
      await deps.publish(BOOKING_TOPIC, { siteId, bookingId, referenceId: b.referenceId, status: b.status });
    } catch (error) {
      deps.log?.warn({ err: error, bookingId }, 'flight move not published');
    }
  };

  /** Moves the pickup, or keeps the move pending when the database refuses it. */
  const apply = async (move: PickupMove): Promise<MoveOutcome> => {
    const { siteId, bookingId, pickupAt, now } = move;
    const before = await flightBookingOf(db, siteId, bookingId);
    if (!before || !MOVABLE_STATUSES.includes(before.status)) return 'not-movable';
    const prepared = await notices.prepare(before);
    let outcome: MoveOutcome;
    try {
      outcome = await db.transaction(async (tx) => {
        const ride = await lockRideForChange(tx, siteId, bookingId);
        if (!ride || !MOVABLE_STATUSES.includes(ride.bookingStatus)) return 'not-movable';
        if (ride.pickupAt.getTime() === pickupAt.getTime()) {
          await repo.updateWatch(tx, siteId, bookingId, { pendingPickupAt: null, updatedOn: now });
          return 'unchanged';
        }
        await moveRidePickup(tx, siteId, bookingId, pickupAt, now);
        await repo.updateWatch(tx, siteId, bookingId, {
          movedPickupAt: pickupAt,
          pendingPickupAt: null,
          updatedOn: now,
        });
        const booking = await flightBookingOf(tx, siteId, bookingId);
        if (booking)
          await notices.write(tx, prepared, {
            booking,
            previousPickupAt: ride.pickupAt,
            pickupAt,
            landing: move.landing,
          });
        return 'moved';
      });
    } catch (error) {
      // 23P01: bookings_no_double_booking (the car) or bookings_no_double_chauffeur refused it.
      if (pgErrorCode(error) !== '23P01') throw error;
      const wasPending = (await repo.watchOf(db, siteId, bookingId))?.pendingPickupAt?.getTime() === pickupAt.getTime();
      await db.transaction((tx) =>
        repo.updateWatch(tx, siteId, bookingId, { pendingPickupAt: pickupAt, updatedOn: now }),
      );
      if (!wasPending) await tell(siteId, bookingId, { pending: true });
      return 'pending';
    }
    if (outcome === 'moved') await tell(siteId, bookingId, { pending: false });
    return outcome;
  };

  /** Forgets a move that waits when the flight no longer calls for it. */
  const dropPending = async (siteId: number, bookingId: number, now: Date) => {
    await db.transaction((tx) => repo.updateWatch(tx, siteId, bookingId, { pendingPickupAt: null, updatedOn: now }));
    await tell(siteId, bookingId, { pending: false });
  };

  return { apply, dropPending };
};

export type FlightMoves = ReturnType<typeof createFlightMoves>;
