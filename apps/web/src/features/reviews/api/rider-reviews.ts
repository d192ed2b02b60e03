import type { ReviewForm } from '@ridedesk/domain/reviews/review-forms';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type PagedResults, type Results } from '../../../lib/http.ts';
import type { RatingCounts, RiderReview } from '../review.ts';
import { reviewKeys } from './query-keys.ts';

/** GET api/riderreview/getAllRiderReviews: staff their site's, a traveller those about them. */
export const listRiderReviews = async (f: { page: number; pageSize?: number }) => {
  const answer = await http.get<PagedResults<RiderReview>>('/api/riderreview/getAllRiderReviews', {
    query: { page: f.page, pageSize: f.pageSize ?? PAGE_SIZE },
  });
  return { reviews: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useRiderReviews = (f: { page: number; pageSize?: number }, enabled = true) =>
  useQuery({
    queryKey: reviewKeys.riderList(f),
    queryFn: () => listRiderReviews(f),
    placeholderData: keepPreviousData,
    enabled,
  });

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

export const useCreateRiderReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRiderReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};
