/** The flights module's table, flight_watches: the only place that writes it (decision 0031). */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { flightWatches } from './flights.schema.ts';

export type WatchRow = typeof flightWatches.$inferSelect;
export type NewWatch = typeof flightWatches.$inferInsert;
export type WatchChange = Partial<
  Pick<
    WatchRow,
    | 'scheduledArrival'
    | 'estimatedArrival'
    | 'actualArrival'
    | 'state'
    | 'international'
    | 'origin'
    | 'source'
    | 'movedPickupAt'
    | 'pendingPickupAt'
    | 'lastCheckedOn'
    | 'nextCheckAt'
    | 'lastError'
  >
> & { updatedOn: Date };

/** Opens watches; a booking already watched keeps its own (one per booking and site). */
export const insertWatches = async (tx: Tx, rows: NewWatch[]) =>
  rows.length === 0
    ? []
    : tx
        .insert(flightWatches)
        .values(rows)
        .onConflictDoNothing({ target: [flightWatches.siteId, flightWatches.bookingId] })
        .returning({ siteId: flightWatches.siteId, bookingId: flightWatches.bookingId });

/** Watches whose next check is due, on every site, the longest waiting first. */
export const dueWatches = (tx: Tx, now: Date, limit: number) =>
  tx
    .select()
    .from(flightWatches)
    .where(and(isNotNull(flightWatches.nextCheckAt), lte(flightWatches.nextCheckAt, now)))
    .orderBy(asc(flightWatches.nextCheckAt))
    .limit(limit);

/** Watches with a move the database refused, on one site or on every site. */
export const pendingWatches = (tx: Tx, siteId?: number) =>
  tx
    .select()
    .from(flightWatches)
    .where(
      and(
        isNotNull(flightWatches.pendingPickupAt),
        siteId === undefined ? undefined : eq(flightWatches.siteId, siteId),
      ),
    )
    .orderBy(asc(flightWatches.pendingPickupAt));

/** A booking's watch, its row locked until the caller commits. */
export const lockWatch = (tx: Tx, siteId: number, bookingId: number) =>
  firstRow(tx.select().from(flightWatches).where(matching(flightWatches, { siteId, bookingId })).for('update'));

export const watchOf = (tx: Tx, siteId: number, bookingId: number) =>
  firstRow(tx.select().from(flightWatches).where(matching(flightWatches, { siteId, bookingId })));

export const updateWatch = (tx: Tx, siteId: number, bookingId: number, change: WatchChange) =>
  tx.update(flightWatches).set(change).where(matching(flightWatches, { siteId, bookingId }));
