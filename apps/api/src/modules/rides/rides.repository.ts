import { asc, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { ridePositions, rideStatusEvents } from './rides.schema.ts';

export type NewStatusEvent = typeof rideStatusEvents.$inferInsert;
export type NewPosition = typeof ridePositions.$inferInsert;

/**
 * Records a status event; a second event with the same idempotency key on the site is not
 * written (the unique index decides, whatever races). Answers the event's id, or null when the
 * key was already used.
 */
export const insertStatusEvent = async (tx: Tx, row: NewStatusEvent) => {
  const [inserted] = await tx
    .insert(rideStatusEvents)
    .values(row)
    .onConflictDoNothing({ target: [rideStatusEvents.siteId, rideStatusEvents.idempotencyKey] })
    .returning({ id: rideStatusEvents.id });
  return inserted?.id ?? null;
};

/** The event a key recorded, for answering a repeated request with what the first one did. */
export const findEventByKey = (tx: Tx, siteId: number, key: string) =>
  firstRow(
    tx
      .select()
      .from(rideStatusEvents)
      .where(matching(rideStatusEvents, { siteId, idempotencyKey: key })),
  );

/** A ride's history, oldest first. */
export const listEvents = (tx: Tx, siteId: number, bookingId: number) =>
  tx
    .select()
    .from(rideStatusEvents)
    .where(matching(rideStatusEvents, { siteId, bookingId }))
    .orderBy(asc(rideStatusEvents.at), asc(rideStatusEvents.id));

/** When the ride's chauffeur last reported arriving (the no-show wait counts from it). */
export const lastArrivedAt = async (tx: Tx, siteId: number, bookingId: number) =>
  (
    await tx
      .select({ at: sql<Date>`max(${rideStatusEvents.at})`.mapWith((v) => (v ? new Date(v) : null)) })
      .from(rideStatusEvents)
      .where(matching(rideStatusEvents, { siteId, bookingId, status: 'arrived' }))
  )[0]?.at ?? null;

/** One batch of positions in one statement. */
export const insertPositions = (tx: Tx, rows: NewPosition[]) => tx.insert(ridePositions).values(rows);

/** Removes positions recorded before the given instant; answers how many. */
export const prunePositions = async (tx: Tx, before: Date) => {
  const removed = await tx
    .delete(ridePositions)
    .where(lt(ridePositions.at, before))
    .returning({ id: ridePositions.id });
  return removed.length;
};
