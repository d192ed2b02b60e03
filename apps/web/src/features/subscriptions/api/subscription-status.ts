import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { SubscriptionStatus } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

/** api/auth/getSubscriptionTransactionStatus?userName: the subscription state of the user's site. */
export const getSubscriptionStatus = async (userName: string) =>
  firstResult(
    await http.get<Results<SubscriptionStatus>>('/api/auth/getSubscriptionTransactionStatus', { query: { userName } }),
  );

export const useSubscriptionStatus = (
  userName: string | undefined,
  opts: { refetchInterval?: (status: SubscriptionStatus | undefined) => number | false } = {},
) =>
  useQuery({
    queryKey: subscriptionKeys.status(userName ?? ''),
    queryFn: () => getSubscriptionStatus(userName ?? ''),
    enabled: !!userName,
    refetchInterval: opts.refetchInterval ? (query) => opts.refetchInterval?.(query.state.data) ?? false : undefined,
  });
