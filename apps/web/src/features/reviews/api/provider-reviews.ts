import type { ReplyForm, ReviewForm } from '@ridedesk/domain/reviews/review-forms';
import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { ProviderAverage, ProviderReview, RatingCounts } from '../review.ts';
import { reviewKeys } from './query-keys.ts';

/**
 * Refusals say why: not completed (422), already reviewed (409), not yours (404), the other side's
 * action (403, which here is a refusal to show, not a reason to end the session).
 */
const KEEP = [403, 404, 409, 422] as const;

export type ProviderFilters = { page: number; siteId?: number | null; mine?: boolean; pageSize?: number };

/** GET api/serviceproviderreview/getServiceProviderReviewBySiteId: the reviews of the host's provider (every provider on the product site). */
export const listProviderReviews = (f: ProviderFilters) =>
  getPage<ProviderReview>('/api/serviceproviderreview/getServiceProviderReviewBySiteId', {
    page: f.page,
    pageSize: f.pageSize,
    SiteId: f.siteId,
    mine: f.mine,
  });

export const useProviderReviews = (f: ProviderFilters, enabled = true) =>
  useQuery({ ...pagedQuery(reviewKeys.providerList(f), () => listProviderReviews(f)), enabled });

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

const postReview = async (path: string, input: object) =>
  firstResult(
    await http.post<Results<ProviderReview>>(path, input, { keepMessageFor: KEEP, signOutOnAuthFailure: false }),
  );

/** POST api/serviceproviderreview/create: the traveller reviews a completed ride by its reference. */
export const createProviderReview = (input: ReviewForm & { referenceId: string }) =>
  postReview('/api/serviceproviderreview/create', input);

/** POST api/serviceproviderreview/update with a reply: the provider answers a review. */
export const replyToReview = (input: ReplyForm & { id: number }) =>
  postReview('/api/serviceproviderreview/update', input);

export const useCreateProviderReview = () => useRefreshingMutation(createProviderReview, () => [reviewKeys.all]);
export const useReplyToReview = () => useRefreshingMutation(replyToReview, () => [reviewKeys.all]);
