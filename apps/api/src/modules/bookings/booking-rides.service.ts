/**
 * What the rides module (the day of the ride, issue 21) may know and change of a booking: its
 * status, its chauffeur and whether they accepted, its car (the knock-on's fix, issue 22); and what the flights module (issue 22) may:
 * move an airport pickup with its flight. Each function runs in the caller's transaction (the
 * unit of work the rides or flights use case opens), so the booking's change and what it tells
 * commit together.
 */
import type { Tx } from '../../db/client.ts';
import * as repo from './booking-rides.repository.ts';

export type RideRow = NonNullable<Awaited<ReturnType<typeof repo.lockRide>>>;
export type { RideChange } from './booking-rides.repository.ts';

/** The ride, its row locked until the caller commits; undefined when the site has no such booking. */
export const lockRideForChange = (tx: Tx, siteId: number, bookingId: number) => repo.lockRide(tx, siteId, bookingId);

/**
 * Writes the ride's status, chauffeur, acceptance or car (refused by the database, 23P01, if the
 * chauffeur or the new car is held by another ride then).
 */
export const changeRide = (tx: Tx, siteId: number, bookingId: number, change: repo.RideChange) =>
  repo.setRide(tx, siteId, bookingId, change);

/**
 * Moves the ride's pickup to `pickupAt`, keeping its duration and turnaround (the drop-off and the
 * held time shift with it). The database refuses it (23P01) when the car or the chauffeur is held
 * by another ride then; the caller's transaction is then unusable, so the caller tries the move
 * in a transaction of its own.
 */
export const moveRidePickup = (tx: Tx, siteId: number, bookingId: number, pickupAt: Date, updatedOn: Date) =>
  repo.shiftRide(tx, siteId, bookingId, pickupAt, updatedOn);
