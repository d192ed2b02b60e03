import type { RideStatus } from './driver-job.ts';

/**
 * What the chauffeur may do next with a ride (decision 0028): answer the offer while it is
 * `assigned`, then one step at a time On the way -> Arrived -> Passenger on board -> Completed;
 * No-show is offered only once arrived (the server decides whether the waiting time is over).
 */
const FORWARD: Partial<Record<RideStatus, RideStatus>> = {
  accepted: 'en route',
  'en route': 'arrived',
  arrived: 'on board',
  'on board': 'completed',
};

/** The one big button's status, or null when the ride has no next step for the chauffeur. */
export const nextStep = (status: RideStatus): RideStatus | null => FORWARD[status] ?? null;

/** The offer is waiting for the chauffeur's accept or decline. */
export const awaitsAnswer = (status: RideStatus) => status === 'assigned';

/** No-show is a choice only at the pickup, after arriving. */
export const offersNoShow = (status: RideStatus) => status === 'arrived';

/** The ride is over for the chauffeur (or was taken away): nothing more to do. */
export const isFinished = (status: RideStatus) =>
  status === 'completed' || status === 'no show' || status === 'cancelled' || status === 'confirmed';

/** From On the way until the passenger is dropped off, the phone shares its position. */
export const sharesLocation = (status: RideStatus) =>
  status === 'en route' || status === 'arrived' || status === 'on board';

/**
 * The status the chauffeur sees: the server's, moved on by the changes still queued on the phone
 * (in the order they were made), so the next button works offline too.
 */
export const effectiveStatus = (serverStatus: RideStatus, queued: readonly { status: RideStatus }[]): RideStatus =>
  queued.length > 0 ? queued[queued.length - 1].status : serverStatus;
