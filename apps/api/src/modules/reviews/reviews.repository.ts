import type { Tx } from '../../db/client.ts';
import { insertRow, matching } from '../../db/rows.ts';
import { riderReviews, serviceProviderReviews } from './reviews.schema.ts';

/** Review writes: the review tables only (reads joined with bookings and providers are in reviews.read-model.ts). */
export const insertProviderReview = (tx: Tx, values: typeof serviceProviderReviews.$inferInsert) =>
  insertRow(tx, serviceProviderReviews, values);

export const updateProviderReview = (
  tx: Tx,
  siteId: number,
  id: number,
  values: Partial<
    Pick<
      typeof serviceProviderReviews.$inferInsert,
      'rating' | 'comment' | 'reply' | 'repliedBy' | 'repliedOn' | 'updatedOn'
    >
  >,
) => tx.update(serviceProviderReviews).set(values).where(matching(serviceProviderReviews, { siteId, id }));

export const insertRiderReview = (tx: Tx, values: typeof riderReviews.$inferInsert) =>
  insertRow(tx, riderReviews, values);

export const updateRiderReview = (
  tx: Tx,
  siteId: number,
  id: number,
  values: Partial<Pick<typeof riderReviews.$inferInsert, 'rating' | 'comment' | 'updatedBy' | 'updatedOn'>>,
) => tx.update(riderReviews).set(values).where(matching(riderReviews, { siteId, id }));

/** Whether a booking already has a review of this side (read before the transaction; the unique index decides). */
export const providerReviewOfBooking = async (db: Tx, siteId: number, bookingId: number) =>
  (
    await db
      .select({ id: serviceProviderReviews.id })
      .from(serviceProviderReviews)
      .where(matching(serviceProviderReviews, { siteId, bookingId }))
  )[0];

export const riderReviewOfBooking = async (db: Tx, siteId: number, bookingId: number) =>
  (await db.select({ id: riderReviews.id }).from(riderReviews).where(matching(riderReviews, { siteId, bookingId })))[0];
