import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.schema.ts';
import { sites } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A service provider review (spec 03 "Reviews"): a traveller rates the provider of a completed
 * ride, one per booking; the provider may reply.
 */
export const serviceProviderReviews = pgTable(
  'service_provider_reviews',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    reviewerName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    reply: text(),
    repliedBy: integer().references(() => users.id),
    repliedOn: timestamp({ withTimezone: true }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'service_provider_reviews_pk', columns: [t.siteId, t.id] }),
    uniqueIndex('service_provider_reviews_id_uq').on(t.id),
    uniqueIndex('service_provider_reviews_booking_uq').on(t.siteId, t.bookingId),
    index('service_provider_reviews_user_idx').on(t.userId),
    foreignKey({
      name: 'service_provider_reviews_booking_fk',
      columns: [t.siteId, t.bookingId],
      foreignColumns: [bookings.siteId, bookings.id],
    }),
    check('service_provider_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A rider review: the provider's staff rate the traveller of a completed ride, one per booking.
 * `riderKey` names the traveller across bookings: U{userId} for a registered one, G{guestId} for
 * a guest (the prefixes the payment customer id uses).
 */
export const riderReviews = pgTable(
  'rider_reviews',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    riderKey: text().notNull(),
    riderUserId: integer().references(() => users.id),
    riderName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'rider_reviews_pk', columns: [t.siteId, t.id] }),
    uniqueIndex('rider_reviews_id_uq').on(t.id),
    uniqueIndex('rider_reviews_booking_uq').on(t.siteId, t.bookingId),
    index('rider_reviews_rider_idx').on(t.siteId, t.riderKey),
    index('rider_reviews_user_idx').on(t.riderUserId),
    foreignKey({
      name: 'rider_reviews_booking_fk',
      columns: [t.siteId, t.bookingId],
      foreignColumns: [bookings.siteId, bookings.id],
    }),
    check('rider_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
