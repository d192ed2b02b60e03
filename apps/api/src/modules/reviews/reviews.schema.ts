import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changeTimes, createdOn, instant, requiredId, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A service provider review (spec 03 "Reviews"): a traveller rates the provider of a completed
 * ride, one per booking; the provider may reply.
 */
export const serviceProviderReviews = pgTable(
  'service_provider_reviews',
  {
    ...tenantKeyColumns(),
    bookingId: integer().notNull(),
    userId: requiredId(() => users.id),
    reviewerName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    reply: text(),
    repliedBy: integer().references(() => users.id),
    repliedOn: instant(),
    ...changeTimes(),
  },
  (t) => [
    tenantPrimaryKey('service_provider_reviews', t),
    uniqueIndex('service_provider_reviews_id_uq').on(t.id),
    uniqueIndex('service_provider_reviews_booking_uq').on(t.siteId, t.bookingId),
    index('service_provider_reviews_user_idx').on(t.userId),
    sameSiteReference('service_provider_reviews_booking_fk', [t.siteId, t.bookingId], bookings),
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
    ...tenantKeyColumns(),
    bookingId: integer().notNull(),
    riderKey: text().notNull(),
    riderUserId: integer().references(() => users.id),
    riderName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    createdBy: requiredId(() => users.id),
    createdOn: createdOn(),
    updatedBy: integer().references(() => users.id),
    updatedOn: instant(),
  },
  (t) => [
    tenantPrimaryKey('rider_reviews', t),
    uniqueIndex('rider_reviews_id_uq').on(t.id),
    uniqueIndex('rider_reviews_booking_uq').on(t.siteId, t.bookingId),
    index('rider_reviews_rider_idx').on(t.siteId, t.riderKey),
    index('rider_reviews_user_idx').on(t.riderUserId),
    sameSiteReference('rider_reviews_booking_fk', [t.siteId, t.bookingId], bookings),
    check('rider_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
