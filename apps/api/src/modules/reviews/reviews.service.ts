import { REVIEW_MESSAGES } from '@ridedesk/domain/reviews/review-forms';
import { averageToOneDecimal, publicName, starCounts } from '@ridedesk/domain/reviews/review-summary';
import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import { person } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/paged-query.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { ALL_SITES, scopeSiteId } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { BookingManagementService } from '../booking-management/booking-management.service.ts';
import * as readModel from './reviews.read-model.ts';
import * as repo from './reviews.repository.ts';

export type BookingKey = { id: number } | { referenceId: string };
export type Paging = { page: number; pageSize: number };
export type ReviewInput = { rating: number; comment: string };

const reviewNotFound = () => notFound(REVIEW_MESSAGES.reviewNotFound);
const alreadyReviewed = () => conflict(REVIEW_MESSAGES.alreadyReviewed);

export const toProviderReviewDto = (row: NonNullable<readModel.ProviderReviewRow>) => ({
  id: row.id,
  siteId: row.siteId,
  bookingId: row.bookingId,
  referenceId: row.referenceId,
  rideOn: row.pickupAt,
  userId: row.userId,
  reviewerName: row.reviewerName,
  rating: row.rating,
  comment: row.comment,
  reply: row.reply,
  repliedBy: person({ id: row.repliedBy, firstName: row.repliedByFirstName }),
  repliedOn: row.repliedOn,
  createdOn: row.createdOn,
  updatedOn: row.updatedOn,
  serviceProviderName: row.serviceProviderName,
});

export const toRiderReviewDto = (row: NonNullable<readModel.RiderReviewRow>) => ({
  id: row.id,
  siteId: row.siteId,
  bookingId: row.bookingId,
  referenceId: row.referenceId,
  rideOn: row.pickupAt,
  riderKey: row.riderKey,
  riderUserId: row.riderUserId,
  riderName: row.riderName,
  rating: row.rating,
  comment: row.comment,
  createdBy: person({ id: row.createdBy, firstName: row.createdByFirstName }),
  createdOn: row.createdOn,
  updatedOn: row.updatedOn,
  serviceProviderName: row.serviceProviderName,
});

/** Averages as answered: whom each is about (a provider, a rider), then the average to one decimal and its counts. */
const averagesOf = <R extends { sum: number; totalReviews: number; noOfUsers: number }>(rows: R[]) =>
  rows.map(({ sum, totalReviews, noOfUsers, ...whom }) => ({
    ...whom,
    averageReview: averageToOneDecimal(sum, totalReviews),
    noOfUsers,
    totalReviews,
  }));

/** A unique violation on the booking means the other request reviewed it first. */
const duplicateAsConflict = async <T>(write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw alreadyReviewed();
    throw error;
  }
};

/**
 * Reviews (spec 03 "Reviews"): a traveller reviews the provider of a completed ride, the
 * provider's staff review the rider and reply to the traveller; one review per booking and
 * side (409). Averages are to one decimal; counts are per star. Bookings are read through
 * booking management, so a traveller reaches only their own and staff only their site's.
 */
export const createReviewsService = (deps: { db: Db; bookings: BookingManagementService }) => {
  const { db, bookings } = deps;

  const completed = (booking: { bookingStatus: string }) => {
    if (booking.bookingStatus !== 'completed') throw businessRule(REVIEW_MESSAGES.notCompleted);
  };

  const providerReview = async (id: number) => {
    const row = await readModel.findProviderReview(db, id);
    if (!row) throw reviewNotFound();
    return row;
  };

  const riderReview = async (id: number) => {
    const row = await readModel.findRiderReview(db, id);
    if (!row) throw reviewNotFound();
    return row;
  };

  /** One side's reviews (of providers, of riders): a page of them newest first, and how many there are per star. */
  const side = <R, D>(
    list: (
      db: Db,
      f: readModel.ReviewFilter,
      window: { limit: number; offset: number },
    ) => PromiseLike<{
      rows: R[];
      total: number;
    }>,
    starRows: (db: Db, f: readModel.ReviewFilter) => PromiseLike<{ rating: number; count: number }[]>,
    toDto: (row: R) => D,
  ) => ({
    page: async (f: readModel.ReviewFilter, p: Paging) => {
      const { rows, total } = await list(db, f, pageWindow(p));
      return { reviews: rows.map(toDto), total };
    },
    countByStar: async (f: readModel.ReviewFilter) => ({
      siteId: scopeSiteId(f.scope),
      ...starCounts(await starRows(db, f)),
    }),
  });
  const providers = side(readModel.listProviderReviews, readModel.providerStarRows, toProviderReviewDto);
  const riders = side(readModel.listRiderReviews, readModel.riderStarRows, toRiderReviewDto);

  return {
    /** api/serviceproviderreview/create: the traveller of a completed ride rates its provider. */
    createProviderReview: async (
      ctx: UseCaseContext<Actor, number | null>,
      { key, ...input }: ReviewInput & { key: BookingKey },
    ) => {
      const booking = await bookings.travellerBooking(
        ctx,
        'id' in key ? { id: key.id } : { referenceId: key.referenceId },
      );
      completed(booking);
      if (await repo.providerReviewOfBooking(db, booking.siteId, booking.id)) throw alreadyReviewed();
      const id = await duplicateAsConflict(() =>
        db.transaction((tx) =>
          repo.insertProviderReview(tx, {
            siteId: booking.siteId,
            bookingId: booking.id,
            userId: ctx.actor.userId,
            reviewerName: publicName(booking.customer.firstName, booking.customer.lastName),
            rating: input.rating,
            comment: input.comment,
            createdOn: ctx.now,
          }),
        ),
      );
      return toProviderReviewDto(await providerReview(id));
    },

    /**
     * api/serviceproviderreview/update: its traveller changes the stars or the comment; the
     * provider's staff reply. Anyone else's review answers 404.
     */
    updateProviderReview: async (
      { actor, now: at }: UseCaseContext<Actor>,
      input: { id: number; rating?: number; comment?: string; reply?: string },
    ) => {
      const row = await providerReview(input.id);
      if (actor.role === ROLES.customer) {
        if (row.userId !== actor.userId) throw reviewNotFound();
        if (input.reply !== undefined) throw forbidden('Only the provider replies to a review');
        await db.transaction((tx) =>
          repo.updateProviderReview(tx, row.siteId, row.id, {
            ...(input.rating === undefined ? {} : { rating: input.rating }),
            ...(input.comment === undefined ? {} : { comment: input.comment }),
            updatedOn: at,
          }),
        );
      } else if (isStaffRole(actor.role)) {
        if (row.siteId !== actor.siteId) throw reviewNotFound();
        if (input.rating !== undefined || input.comment !== undefined)
          throw forbidden('Only the traveller changes their review');
        if (input.reply === undefined)
          throw badRequest(REVIEW_MESSAGES.enterReply, { reply: REVIEW_MESSAGES.enterReply });
        await db.transaction((tx) =>
          repo.updateProviderReview(tx, row.siteId, row.id, {
            reply: input.reply,
            repliedBy: actor.userId,
            repliedOn: at,
          }),
        );
      } else throw forbidden();
      return toProviderReviewDto(await providerReview(row.id));
    },

    /** api/riderreview/create: the provider's staff rate the traveller of a completed ride of their site. */
    createRiderReview: async (ctx: UseCaseContext<Actor>, { key, ...input }: ReviewInput & { key: BookingKey }) => {
      const { actor } = ctx;
      const booking = await bookings.siteBooking(ctx, key);
      completed(booking);
      if (await repo.riderReviewOfBooking(db, booking.siteId, booking.id)) throw alreadyReviewed();
      const { customer } = booking;
      const id = await duplicateAsConflict(() =>
        db.transaction((tx) =>
          repo.insertRiderReview(tx, {
            siteId: booking.siteId,
            bookingId: booking.id,
            riderKey: customer.userId ? `U${customer.userId}` : `G${customer.guestUserId}`,
            riderUserId: customer.userId,
            riderName: `${customer.firstName} ${customer.lastName}`.trim(),
            rating: input.rating,
            comment: input.comment,
            createdBy: actor.userId,
            createdOn: ctx.now,
          }),
        ),
      );
      return toRiderReviewDto(await riderReview(id));
    },

    /** api/riderreview/update: the site's staff change a rider review of their site. */
    updateRiderReview: async (
      { actor, now }: UseCaseContext<Actor>,
      input: { id: number; rating?: number; comment?: string },
    ) => {
      const row = await riderReview(input.id);
      if (row.siteId !== actor.siteId) throw reviewNotFound();
      await db.transaction((tx) =>
        repo.updateRiderReview(tx, row.siteId, row.id, {
          ...(input.rating === undefined ? {} : { rating: input.rating }),
          ...(input.comment === undefined ? {} : { comment: input.comment }),
          updatedBy: actor.userId,
          updatedOn: now,
        }),
      );
      return toRiderReviewDto(await riderReview(row.id));
    },

    providerReviews: providers.page,
    providerCountByStar: providers.countByStar,

    providerAverages: async (f: readModel.ReviewFilter) => averagesOf(await readModel.providerAverages(db, f)),

    riderReviews: riders.page,
    riderCountByStar: riders.countByStar,

    riderAverages: async (f: readModel.ReviewFilter) => averagesOf(await readModel.riderAverages(db, f)),

    /** Each provider's average to one decimal, for the fleet search rows (sites without reviews are absent). */
    averageBySite: async (siteIds: number[]) =>
      new Map(
        (await readModel.providerAverages(db, { scope: ALL_SITES, siteIds: [...new Set(siteIds)] })).map((r) => [
          r.siteId,
          averageToOneDecimal(r.sum, r.totalReviews),
        ]),
      ),
  };
};

export type ReviewsService = ReturnType<typeof createReviewsService>;
