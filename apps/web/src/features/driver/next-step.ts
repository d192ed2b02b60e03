import { driverNextSteps } from '@ridedesk/domain/rides/ride-rules';
import type { RideStatus } from './driver-job.ts';

/**
 * What the chauffeur may do next with a ride (decision 0028): answer the offer while it is
 * `assigned`, then one step at a time On the way -> Arrived -> Passenger on board -> Completed;
 * No-show is offered only once arrived (the server decides whether the waiting time is over).
 * The steps are the domain's (driverNextSteps), which the server applies too.
 */
const stepsFrom = (stage: RideStatus) => {
  if (stage === 'accepted') return driverNextSteps('assigned', true);
  if (stage === 'assigned' || stage === 'declined') return [];
  return driverNextSteps(stage, true);
};

/** The one big button's status, or null when the ride has no next step for the chauffeur. */
export const nextStep = (stage: RideStatus): RideStatus | null =>
  stepsFrom(stage).find((step) => step !== 'no show') ?? null;

/** The offer is waiting for the chauffeur's accept or decline. */
export const awaitsAnswer = (stage: RideStatus) => stage === 'assigned';

/** No-show is a choice only at the pickup, after arriving. */
export const offersNoShow = (stage: RideStatus) => stepsFrom(stage).includes('no show');

/** The ride is over for the chauffeur (or was taken away): nothing more to do. */
export const isFinished = (stage: RideStatus) =>
  ['completed', 'no show', 'cancelled', 'confirmed', 'scheduled', 'declined'].includes(stage);

/** From On the way until the passenger is dropped off, the phone shares its position. */
export const sharesLocation = (stage: RideStatus) =>
  stage === 'en route' || stage === 'arrived' || stage === 'on board';

/**
 * The stage the chauffeur sees: the server's, moved on by the changes still queued on the phone
 * (in the order they were made), so the next button works offline too.
 */
export const effectiveStage = (serverStage: RideStatus, queued: readonly { status: RideStatus }[]): RideStatus =>
  queued.length > 0 ? queued[queued.length - 1].status : serverStage;
