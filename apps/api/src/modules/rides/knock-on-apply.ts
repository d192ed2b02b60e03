/**
 * Applying the knock-on's fix (issue 22 item 4, POST /api/dispatch/knock-on/apply): the operator
 * gives a flagged ride to another chauffeur. Only a ride the knock-on flags for its chauffeur, only
 * to a chauffeur who is free and qualified; through ride-changes' unit of work, so the exclusion
 * constraint bookings_no_double_chauffeur has the last word (409) and the new chauffeur must
 * accept again, as after a dispatch assignment. Both chauffeurs' mails and texts are written in
 * the same transaction. Or, with a fleetId, moves a ride flagged for its car to another car
 * (knock-on-car.ts). Then a pickup move that waited for this goes through (the flights module's
 * applyPendingMoves). Nothing is reassigned unless the operator asks.
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { checkAssignment, statusAfterAssignment } from '@ridedesk/domain/booking/booking-updates';
import { KNOCK_ON_MESSAGES, REASSIGNABLE_STATUSES } from '@ridedesk/domain/rides/knock-on';
import { badRequest, businessRule, conflict } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { fitOf, nameOf, rideOrNotFound, ridesAround } from './dispatch-fit.ts';
import { createKnockOnCarApply, type KnockOnFixDeps } from './knock-on-car.ts';

/** Moves a flight's pickup waited for once the next ride is freed (the flights module); answers nothing we use. */
export type ApplyPendingMoves = (siteId: number) => Promise<unknown>;

export const createKnockOnApply = (
  deps: KnockOnFixDeps & {
    applyPendingMoves?: ApplyPendingMoves;
    log?: { error: (obj: object, msg: string) => void };
  },
) => {
  const { db } = deps;
  const applyCar = createKnockOnCarApply(deps);

  /** The flight's move that waited on this ride's chauffeur or car may now go through. */
  const pendingMoves = async (siteId: number) => {
    // The fix is applied either way; a failure here leaves the move waiting for the flights module's next check.
    if (!deps.applyPendingMoves) return false;
    return deps.applyPendingMoves(siteId).then(
      () => true,
      (error: unknown) => {
        deps.log?.error({ err: error, siteId }, 'knock-on: pending pickup moves not applied');
        return false;
      },
    );
  };

  const giveToChauffeur = async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; chauffeurId: number }) => {
    const ride = await rideOrNotFound(db, ctx.siteId, opts.bookingId);
    const around = await ridesAround(db, ctx.siteId, ride);
    const flag = (await deps.knockOn.assess(ctx.siteId, around)).find(
      (f) => f.bookingId === ride.bookingId && f.reason === 'chauffeur',
    );
    if (!flag || ride.chauffeurId === null) throw businessRule(KNOCK_ON_MESSAGES.notFlagged);
    if (opts.chauffeurId === ride.chauffeurId) throw businessRule(KNOCK_ON_MESSAGES.sameChauffeur);
    const [given, taken] = await Promise.all([
      deps.chauffeurs.profiles(ctx.siteId, [opts.chauffeurId]).then((found) => found[0]),
      deps.chauffeurs.profiles(ctx.siteId, [ride.chauffeurId]).then((found) => found[0]),
    ]);
    if (!given)
      throw badRequest('Please choose a chauffeur of this site', {
        chauffeurId: 'Please choose a chauffeur of this site',
      });
    if (!taken) throw businessRule(KNOCK_ON_MESSAGES.chauffeurChanged);
    const fit = fitOf(given, ride, around);
    if (!fit.ok) throw conflict(fit.reason);

    const writeNotices = await deps.notices.prepare({
      siteId: ctx.siteId,
      ride,
      causeReferenceId: flag.causeReferenceId,
      given,
      taken,
      now: ctx.now,
    });
    const previous = ride.chauffeurId;
    await deps.changes.apply({
      siteId: ctx.siteId,
      bookingId: ride.bookingId,
      actorUserId: ctx.actor.userId,
      event: 'assigned',
      at: ctx.now,
      now: ctx.now,
      reason: `Knock-on of ${flag.causeReferenceId}: ${nameOf(taken)} would be ${flag.lateByMinutes} min late`,
      decide: async (current, tx) => {
        const status = current.bookingStatus as BookingStatus;
        const allowed = checkAssignment(status);
        if (!allowed.ok) return { refuse: allowed.reason };
        if (!(REASSIGNABLE_STATUSES as readonly string[]).includes(status))
          return { refuse: KNOCK_ON_MESSAGES.notReassignable };
        if (current.assignedTo === opts.chauffeurId) return { refuse: KNOCK_ON_MESSAGES.sameChauffeur };
        if (current.assignedTo !== previous) return { refuse: KNOCK_ON_MESSAGES.chauffeurChanged };
        // The chauffeurs' mails and texts, in the change's transaction: rolled back with it if the
        // database refuses the chauffeur (bookings_no_double_chauffeur) when the change is written.
        await writeNotices(tx);
        return {
          assignedTo: opts.chauffeurId,
          chauffeurAcceptedOn: null,
          bookingStatus: statusAfterAssignment(status),
          updatedOn: ctx.now,
        };
      },
    });

    const movesApplied = await pendingMoves(ctx.siteId);

    return {
      ride: await rideOrNotFound(db, ctx.siteId, ride.bookingId),
      given: { chauffeurId: given.userId, name: nameOf(given) },
      taken: { chauffeurId: taken.userId, name: nameOf(taken) },
      causeReferenceId: flag.causeReferenceId,
      pendingMovesApplied: movesApplied,
    };
  };

  const giveCar = async (ctx: UseCaseContext<Actor>, opts: { bookingId: number; fleetId: number }) => {
    const { bookingId, ...done } = await applyCar(ctx, opts);
    const movesApplied = await pendingMoves(ctx.siteId);
    // The ride as it is once a waiting move went through.
    return { ride: await rideOrNotFound(db, ctx.siteId, bookingId), ...done, pendingMovesApplied: movesApplied };
  };

  return (ctx: UseCaseContext<Actor>, opts: KnockOnFix) =>
    'fleetId' in opts ? giveCar(ctx, opts) : giveToChauffeur(ctx, opts);
};

/** The operator's fix: another chauffeur for a ride flagged for its chauffeur, or another car for one flagged for its car. */
export type KnockOnFix = { bookingId: number; chauffeurId: number } | { bookingId: number; fleetId: number };

export type KnockOnApply = ReturnType<typeof createKnockOnApply>;
