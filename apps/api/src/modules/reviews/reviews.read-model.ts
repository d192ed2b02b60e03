import { and, avg, count, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { newestPage } from '../../db/rows.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { serviceProviders, sites } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';
import { riderReviews, serviceProviderReviews } from './reviews.schema.ts';

/**
 * The reviews read model: reviews of both sides joined, read-only, with their booking (its
 * reference and pickup), the provider's name and who replied. Writes are in reviews.repository.ts
 * and touch the review tables only.
 */

const repliers = alias(users, 'repliers');
const authors = alias(users, 'review_authors');

/** Which reviews a read covers: one site or (said explicitly) every site, optionally one author or one rider. */
export type ReviewFilter = { scope: SiteScope; userId?: number; riderUserId?: number; bookingId?: number };

const spWhere = (f: ReviewFilter) =>
  and(
    inSiteScope(serviceProviderReviews.siteId, f.scope),
    f.userId ? eq(serviceProviderReviews.userId, f.userId) : undefined,
    f.bookingId ? eq(serviceProviderReviews.bookingId, f.bookingId) : undefined,
  );

const riderWhere = (f: ReviewFilter) =>
  and(
    inSiteScope(riderReviews.siteId, f.scope),
    f.riderUserId ? eq(riderReviews.riderUserId, f.riderUserId) : undefined,
    f.bookingId ? eq(riderReviews.bookingId, f.bookingId) : undefined,
  );

const spColumns = {
  siteId: serviceProviderReviews.siteId,
  id: serviceProviderReviews.id,
  bookingId: serviceProviderReviews.bookingId,
  referenceId: bookings.referenceId,
  pickupAt: bookings.pickupAt,
  userId: serviceProviderReviews.userId,
  reviewerName: serviceProviderReviews.reviewerName,
  rating: serviceProviderReviews.rating,
  comment: serviceProviderReviews.comment,
  reply: serviceProviderReviews.reply,
  repliedBy: serviceProviderReviews.repliedBy,
  repliedByFirstName: repliers.firstName,
  repliedOn: serviceProviderReviews.repliedOn,
  createdOn: serviceProviderReviews.createdOn,
  updatedOn: serviceProviderReviews.updatedOn,
  serviceProviderName: sql<string>`coalesce(${serviceProviders.name}, ${sites.name})`,
};

const selectSp = (db: Tx) =>
  db
    .select(spColumns)
    .from(serviceProviderReviews)
    .innerJoin(
      bookings,
      and(eq(bookings.siteId, serviceProviderReviews.siteId), eq(bookings.id, serviceProviderReviews.bookingId)),
    )
    .innerJoin(sites, eq(sites.id, serviceProviderReviews.siteId))
    .leftJoin(serviceProviders, eq(serviceProviders.siteId, serviceProviderReviews.siteId))
    .leftJoin(repliers, eq(repliers.id, serviceProviderReviews.repliedBy));

export type ProviderReviewRow = Awaited<ReturnType<typeof findProviderReview>>;

export const findProviderReview = async (db: Tx, id: number) =>
  (await selectSp(db).where(eq(serviceProviderReviews.id, id)))[0];

export const listProviderReviews = (db: Tx, f: ReviewFilter, page: { limit: number; offset: number }) =>
  newestPage(db, serviceProviderReviews, selectSp(db), spWhere(f), page);

/** Reviews per star of the reviews of one side (a table) that `where` covers. */
const starRows = (db: Tx, table: typeof serviceProviderReviews | typeof riderReviews, where: SQL | undefined) =>
  db.select({ rating: table.rating, count: count() }).from(table).where(where).groupBy(table.rating);

/** Reviews per star of the service provider reviews a filter covers. */
export const providerStarRows = (db: Tx, f: ReviewFilter) => starRows(db, serviceProviderReviews, spWhere(f));

/** Each provider's average and how many travellers reviewed it, best first. */
export const providerAverages = (db: Tx, f: ReviewFilter & { siteIds?: number[] }) =>
  db
    .select({
      siteId: serviceProviderReviews.siteId,
      serviceProviderName: sql<string>`coalesce(${serviceProviders.name}, ${sites.name})`,
      sum: sql<number>`sum(${serviceProviderReviews.rating})::int`,
      totalReviews: count(),
      noOfUsers: countDistinct(serviceProviderReviews.userId),
    })
    .from(serviceProviderReviews)
    .innerJoin(sites, eq(sites.id, serviceProviderReviews.siteId))
    .leftJoin(serviceProviders, eq(serviceProviders.siteId, serviceProviderReviews.siteId))
    .where(
      and(
        spWhere(f),
        f.siteIds ? inArray(serviceProviderReviews.siteId, f.siteIds.length ? f.siteIds : [0]) : undefined,
      ),
    )
    .groupBy(serviceProviderReviews.siteId, serviceProviders.name, sites.name)
    .orderBy(desc(avg(serviceProviderReviews.rating)), serviceProviderReviews.siteId);

const riderColumns = {
  siteId: riderReviews.siteId,
  id: riderReviews.id,
  bookingId: riderReviews.bookingId,
  referenceId: bookings.referenceId,
  pickupAt: bookings.pickupAt,
  riderKey: riderReviews.riderKey,
  riderUserId: riderReviews.riderUserId,
  riderName: riderReviews.riderName,
  rating: riderReviews.rating,
  comment: riderReviews.comment,
  createdBy: riderReviews.createdBy,
  createdByFirstName: authors.firstName,
  createdOn: riderReviews.createdOn,
  updatedOn: riderReviews.updatedOn,
  serviceProviderName: sql<string>`coalesce(${serviceProviders.name}, ${sites.name})`,
};

const selectRider = (db: Tx) =>
  db
    .select(riderColumns)
    .from(riderReviews)
    .innerJoin(bookings, and(eq(bookings.siteId, riderReviews.siteId), eq(bookings.id, riderReviews.bookingId)))
    .innerJoin(sites, eq(sites.id, riderReviews.siteId))
    .leftJoin(serviceProviders, eq(serviceProviders.siteId, riderReviews.siteId))
    .leftJoin(authors, eq(authors.id, riderReviews.createdBy));

export type RiderReviewRow = Awaited<ReturnType<typeof findRiderReview>>;

export const findRiderReview = async (db: Tx, id: number) => (await selectRider(db).where(eq(riderReviews.id, id)))[0];

export const listRiderReviews = (db: Tx, f: ReviewFilter, page: { limit: number; offset: number }) =>
  newestPage(db, riderReviews, selectRider(db), riderWhere(f), page);

export const riderStarRows = (db: Tx, f: ReviewFilter) => starRows(db, riderReviews, riderWhere(f));

/** Each rider's average and how many of the provider's staff reviewed them. */
export const riderAverages = (db: Tx, f: ReviewFilter) =>
  db
    .select({
      siteId: riderReviews.siteId,
      riderKey: riderReviews.riderKey,
      riderUserId: riderReviews.riderUserId,
      riderName: sql<string>`max(${riderReviews.riderName})`,
      sum: sql<number>`sum(${riderReviews.rating})::int`,
      totalReviews: count(),
      noOfUsers: countDistinct(riderReviews.createdBy),
    })
    .from(riderReviews)
    .where(riderWhere(f) as SQL | undefined)
    .groupBy(riderReviews.siteId, riderReviews.riderKey, riderReviews.riderUserId)
    .orderBy(desc(avg(riderReviews.rating)), riderReviews.riderKey);
