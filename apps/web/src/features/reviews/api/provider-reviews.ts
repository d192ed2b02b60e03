import type { ReplyForm, ReviewForm } from '@ridedesk/domain/reviews/review-forms';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type PagedResults, type Results } from '../../../lib/http.ts';
import type { ProviderAverage, ProviderReview, RatingCounts } from '../review.ts';
import { reviewKeys } from './query-keys.ts';

/**
 * Refusals say why: not completed (422), already reviewed (409), not yours (404), the other side's
 * action (403, which here is a refusal to show, not a reason to end the session).
 */
const KEEP = [403, 404, 409, 422] as const;

export type ProviderFilters = { page: number; siteId?: number | null; mine?: boolean; pageSize?: number };

/** GET api/serviceproviderreview/getServiceProviderReviewBySiteId: the reviews of the host's provider (every provider on the product site). */
export const listProviderReviews = async (f: ProviderFilters) => {
  const answer = await http.get<PagedResults<ProviderReview>>(
    '/api/serviceproviderreview/getServiceProviderReviewBySiteId',
    { query: { page: f.page, pageSize: f.pageSize ?? PAGE_SIZE, SiteId: f.siteId ?? undefined, mine: f.mine } },
  );
  return { reviews: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const useProviderReviews = (f: ProviderFilters, enabled = true) =>
  useQuery({
    queryKey: reviewKeys.providerList(f),
    queryFn: () => listProviderReviews(f),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET api/serviceproviderreview/getServiceProviderReviewCountByStar: counts per star, total, average. */
export const getProviderCounts = async (siteId: number | null) =>
  firstResult(
    await http.get<Results<RatingCounts>>('/api/serviceproviderreview/getServiceProviderReviewCountByStar', {
      query: { SiteId: siteId ?? undefined },
    }),
  );

export const useProviderCounts = (siteId: number | null = null) =>
  useQuery({ queryKey: reviewKeys.providerCounts(siteId), queryFn: () => getProviderCounts(siteId) });

/** GET api/serviceproviderreview/GetAllServiceProviderAverageReview: each provider's average and reviewers. */
export const getProviderAverages = async () =>
  (await http.get<Results<ProviderAverage>>('/api/serviceproviderreview/GetAllServiceProviderAverageReview')).results;

export const useProviderAverages = () =>
  useQuery({ queryKey: reviewKeys.providerAverages(), queryFn: getProviderAverages });

/** POST api/serviceproviderreview/create: the traveller reviews a completed ride by its reference. */
export const createProviderReview = async (input: ReviewForm & { referenceId: string }) =>
  firstResult(
    await http.post<Results<ProviderReview>>('/api/serviceproviderreview/create', input, {
      keepMessageFor: KEEP,
      signOutOnAuthFailure: false,
    }),
  );

/** POST api/serviceproviderreview/update with a reply: the provider answers a review. */
export const replyToReview = async (input: ReplyForm & { id: number }) =>
  firstResult(
    await http.post<Results<ProviderReview>>('/api/serviceproviderreview/update', input, {
      keepMessageFor: KEEP,
      signOutOnAuthFailure: false,
    }),
  );

const useRefreshing = <T, A>(fn: (arg: A) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};

export const useCreateProviderReview = () => useRefreshing(createProviderReview);
export const useReplyToReview = () => useRefreshing(replyToReview);
