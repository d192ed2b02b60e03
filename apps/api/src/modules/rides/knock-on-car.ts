/**
 * The knock-on's car fix (issue 22 item 4, POST /api/dispatch/knock-on/apply with a fleetId): the
 * operator moves a ride the knock-on flags for its car to another car of the site, enabled,
 * published and of the same vehicle type. Written through ride-changes' unit of work (bookings'
 * contract changes the fleet), so the exclusion constraint bookings_no_double_booking has the last
 * word (409: the car is taken then). The ride's chauffeur is told by mail in the same transaction.
 */
import { KNOCK_ON_MESSAGES, REASSIGNABLE_STATUSES } from '@ridedesk/domain/rides/knock-on';
import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, businessRule, conflict } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import { rideOrNotFound, ridesAround } from './dispatch-fit.ts';
import { siteCars } from './knock-on.read-model.ts';
import type { KnockOnService } from './knock-on.service.ts';
import type { KnockOnNotices } from './knock-on-notices.ts';
import type { RideChanges } from './ride-changes.ts';

export const CAR_MESSAGES = {
  notSiteCar: 'Please choose a car of this site',
  notUsable: 'This car does not take rides (disabled or not published). Choose another.',
  otherType: 'Please choose a car of the same vehicle type.',
  sameCar: 'This car already has this ride.',
  carChanged: 'The ride was given another car meanwhile. Please look again.',
} as const;

/** What either knock-on fix (a chauffeur's or a car's) is built from. */
export type KnockOnFixDeps = {
  db: Db;
  changes: RideChanges;
  chauffeurs: Pick<ChauffeursService, 'profiles'>;
  knockOn: Pick<KnockOnService, 'assess'>;
  notices: KnockOnNotices;
};

export const createKnockOnCarApply = (deps: KnockOnFixDeps) => {
  const { db } = deps;

  return async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; fleetId: number }) => {
    const ride = await rideOrNotFound(db, ctx.siteId, opts.bookingId);
    const around = await ridesAround(db, ctx.siteId, ride);
    const flag = (await deps.knockOn.assess(ctx.siteId, around)).find(
      (f) => f.bookingId === ride.bookingId && f.reason === 'vehicle',
    );
    if (!flag) throw businessRule(KNOCK_ON_MESSAGES.notFlagged);
    const car = (await siteCars(db, ctx.siteId)).find((c) => c.fleetId === opts.fleetId);
    if (!car) throw badRequest(CAR_MESSAGES.notSiteCar, { fleetId: CAR_MESSAGES.notSiteCar });
    if (car.fleetId === ride.fleetId) throw businessRule(CAR_MESSAGES.sameCar);
    if (!car.enabled || !car.published) throw businessRule(CAR_MESSAGES.notUsable);
    if (car.vehicleTypeId !== ride.vehicleTypeId) throw businessRule(CAR_MESSAGES.otherType);

    const chauffeur =
      ride.chauffeurId === null ? undefined : (await deps.chauffeurs.profiles(ctx.siteId, [ride.chauffeurId]))[0];
    const writeNotice = chauffeur
      ? await deps.notices.prepareCarChange({
          siteId: ctx.siteId,
          ride,
          causeReferenceId: flag.causeReferenceId,
          chauffeur,
          car: car.name,
          now: ctx.now,
        })
      : null;
    const previous = ride.fleetId;
    try {
      await deps.changes.apply({
        siteId: ctx.siteId,
        bookingId: ride.bookingId,
        actorUserId: ctx.actor.userId,
        // The history's line: the status stays, the reason names the car change.
        event: ride.status,
        at: ctx.now,
        now: ctx.now,
        reason: `Knock-on of ${flag.causeReferenceId}: car changed from ${ride.vehicleName ?? previous} to ${car.name}`,
        decide: async (current, tx) => {
          if (!(REASSIGNABLE_STATUSES as readonly string[]).includes(current.bookingStatus))
            return { refuse: KNOCK_ON_MESSAGES.notReassignable };
          if (current.fleetId !== previous) return { refuse: CAR_MESSAGES.carChanged };
          // The chauffeur's mail, rolled back with the change if the database refuses the car.
          if (writeNotice) await writeNotice(tx);
          return { fleetId: car.fleetId, updatedOn: ctx.now };
        },
      });
    } catch (error) {
      // ride-changes answers 23P01 as a busy chauffeur; here the chauffeur stays, so it is the car.
      if (error instanceof AppError && error.status === 409 && error.message === RIDE_MESSAGES.chauffeurBusy)
        throw conflict(RIDE_MESSAGES.carBusy);
      throw error;
    }
    return {
      bookingId: ride.bookingId,
      car: { fleetId: car.fleetId, name: car.name },
      causeReferenceId: flag.causeReferenceId,
    };
  };
};

export type KnockOnCarApply = ReturnType<typeof createKnockOnCarApply>;
