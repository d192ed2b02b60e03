import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.schema.ts';

/**
 * Every change of a ride's status on the day (issue 21): who made it, when (the phone's time for
 * a change queued offline, and when the server recorded it), where when location was on, and the
 * reason of a decline. `(site_id, idempotency_key)` is unique: a change the phone sends twice is
 * recorded once.
 */
export const rideStatusEvents = pgTable(
  'ride_status_events',
  {
    siteId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    /** The new status, or 'accepted' / 'declined' for the chauffeur's answer to an assignment. */
    status: text().notNull(),
    fromStatus: text(),
    at: timestamp({ withTimezone: true }).notNull(),
    recordedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer(),
    chauffeurUserId: integer(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracy: real(),
    reason: text().notNull().default(''),
    idempotencyKey: text(),
  },
  (t) => [
    primaryKey({ name: 'ride_status_events_pk', columns: [t.siteId, t.id] }),
    index('ride_status_events_booking_idx').on(t.siteId, t.bookingId, t.at),
    uniqueIndex('ride_status_events_key_uq').on(t.siteId, t.idempotencyKey),
    foreignKey({
      name: 'ride_status_events_booking_fk',
      columns: [t.siteId, t.bookingId],
      foreignColumns: [bookings.siteId, bookings.id],
    }).onDelete('cascade'),
    check(
      'ride_status_events_key_ck',
      sql`${t.idempotencyKey} is null or length(${t.idempotencyKey}) between 8 and 100`,
    ),
  ],
);

/**
 * Where a chauffeur was during a ride, kept per site, chauffeur and booking; pruned after 90
 * days by the daily 'prune-positions' job.
 */
export const ridePositions = pgTable(
  'ride_positions',
  {
    siteId: integer().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    chauffeurUserId: integer().notNull(),
    bookingId: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    receivedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    accuracy: real(),
    speed: real(),
    heading: real(),
  },
  (t) => [
    // site_id leads the key, as on every tenant table (db/tenant-keys.test.ts: a table Citus can distribute).
    primaryKey({ name: 'ride_positions_pk', columns: [t.siteId, t.id] }),
    index('ride_positions_booking_idx').on(t.siteId, t.bookingId, t.at),
    index('ride_positions_chauffeur_idx').on(t.siteId, t.chauffeurUserId, t.at),
    index('ride_positions_at_idx').on(t.at),
    foreignKey({
      name: 'ride_positions_booking_fk',
      columns: [t.siteId, t.bookingId],
      foreignColumns: [bookings.siteId, bookings.id],
    }).onDelete('cascade'),
    check(
      'ride_positions_coordinates_ck',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
