/**
 * What the rides module (the day of the ride, issue 21) may know and change of a booking: its
 * status, its chauffeur and whether they accepted. Each function runs in the caller's
 * transaction (the unit of work the rides use case opens), so the booking's change and the
 * ride's status event commit together.
 */
import type { Tx } from '../../db/client.ts';
import * as repo from './booking-rides.repository.ts';

export type RideRow = NonNullable<Awaited<ReturnType<typeof repo.lockRide>>>;
export type { RideChange } from './booking-rides.repository.ts';

/** The ride, its row locked until the caller commits; undefined when the site has no such booking. */
export const lockRideForChange = (tx: Tx, siteId: number, bookingId: number) => repo.lockRide(tx, siteId, bookingId);

/** Writes the ride's status, chauffeur or acceptance (refused by the database if the chauffeur is busy). */
export const changeRide = (tx: Tx, siteId: number, bookingId: number, change: repo.RideChange) =>
  repo.setRide(tx, siteId, bookingId, change);
