import type { ReviewForm } from '@ridedesk/domain/reviews/review-forms';
import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { RatingCounts, RiderReview } from '../review.ts';
import { reviewKeys } from './query-keys.ts';

/** GET api/riderreview/getAllRiderReviews: staff their site's, a traveller those about them. */
export const listRiderReviews = (f: { page: number; pageSize?: number }) =>
  getPage<RiderReview>('/api/riderreview/getAllRiderReviews', { page: f.page, pageSize: f.pageSize });

export const useRiderReviews = (f: { page: number; pageSize?: number }, enabled = true) =>
  useQuery({ ...pagedQuery(reviewKeys.riderList(f), () => listRiderReviews(f)), enabled });

/** GET api/riderreview/getRiderReviewCountByStarSiteId. */
export const getRiderCounts = async () =>
  firstResult(await http.get<Results<RatingCounts>>('/api/riderreview/getRiderReviewCountByStarSiteId'));

export const useRiderCounts = (enabled = true) =>
  useQuery({ queryKey: reviewKeys.riderCounts(null), queryFn: getRiderCounts, enabled });

/** POST api/riderreview/create: the provider rates the traveller of a completed ride. */
export const createRiderReview = async (input: ReviewForm & { bookingId: number }) =>
  firstResult(
    await http.post<Results<RiderReview>>('/api/riderreview/create', input, {
      keepMessageFor: [403, 404, 409, 422],
      signOutOnAuthFailure: false,
    }),
  );

export const useCreateRiderReview = () => useRefreshingMutation(createRiderReview, () => [reviewKeys.all]);
