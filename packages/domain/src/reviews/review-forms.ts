import { z } from 'zod';
import { recordId } from '../master-data/fields.ts';
import { STAR_SCALE } from '../shared/constants.ts';

/** Texts of the review forms and answers, shared by the API and the screens. */
export const REVIEW_MESSAGES = {
  chooseRating: 'Please choose a star rating',
  commentTooLong: 'Maximum length 500 characters.',
  enterReply: 'Please enter a reply',
  replyTooLong: 'Maximum length 1000 characters.',
  chooseBooking: 'Please choose a completed booking',
  notCompleted: 'Only a completed ride can be reviewed.',
  alreadyReviewed: 'This ride has already been reviewed.',
  reviewNotFound: 'The review was not found',
  guestCannotReview: 'Only a traveller with an account can review a ride.',
} as const;

export const COMMENT_MAX = 500;
export const REPLY_MAX = 1000;

export const ratingSchema = z.coerce
  .number({ error: REVIEW_MESSAGES.chooseRating })
  .int(REVIEW_MESSAGES.chooseRating)
  .min(1, REVIEW_MESSAGES.chooseRating)
  .max(STAR_SCALE, REVIEW_MESSAGES.chooseRating);

export const commentSchema = z.string().trim().max(COMMENT_MAX, REVIEW_MESSAGES.commentTooLong).default('');

/** The review form of both sides: stars and a comment. */
export const reviewFormSchema = z.object({ rating: ratingSchema, comment: commentSchema });
export type ReviewForm = z.input<typeof reviewFormSchema>;

/** A new review names its booking by id or by reference (the traveller's review link carries the reference). */
export const reviewCreateSchema = z
  .object({
    bookingId: recordId.optional(),
    referenceId: z.string().trim().min(1).max(20).optional(),
    rating: ratingSchema,
    comment: commentSchema,
  })
  .refine((v) => v.bookingId !== undefined || v.referenceId !== undefined, {
    message: REVIEW_MESSAGES.chooseBooking,
    path: ['bookingId'],
  });

/** A change of a review: its author changes the stars or the comment. */
export const reviewUpdateSchema = z.object({
  id: recordId,
  rating: ratingSchema.optional(),
  comment: z.string().trim().max(COMMENT_MAX, REVIEW_MESSAGES.commentTooLong).optional(),
});

/** The provider's reply to a traveller's review. */
export const replyFormSchema = z.object({
  reply: z.string().trim().min(1, REVIEW_MESSAGES.enterReply).max(REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyForm = z.input<typeof replyFormSchema>;

/** api/serviceproviderreview/update: the traveller changes their review, or the provider replies. */
export const serviceProviderReviewUpdateSchema = reviewUpdateSchema.extend({
  reply: z.string().trim().min(1, REVIEW_MESSAGES.enterReply).max(REPLY_MAX, REVIEW_MESSAGES.replyTooLong).optional(),
});
