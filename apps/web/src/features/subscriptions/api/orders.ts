import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { KEEP_MESSAGES, type OrderAnswer, type SubscriptionStatus } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

/**
 * api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?subscriptionPlanId: the trial
 * starts at once; a card plan gets an order (when orderId is 0) and the hosted checkout's address.
 */
export const createOrder = async (input: {
  subscriptionPlanId: number;
  orderId: number;
  paymentType: string;
  /** The company's EIN, sent with the first paid plan when none is on file. */
  EIN?: string;
}) =>
  firstResult(
    await http.post<Results<OrderAnswer>>('/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder', undefined, {
      query: input,
      keepMessageFor: KEEP_MESSAGES,
    }),
  );

/** The payer left the checkout: the order is cancelled. */
export const cancelOrder = async (orderId: number) =>
  firstResult(
    await http.post<Results<SubscriptionStatus>>(
      '/api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder',
      undefined,
      {
        query: { orderId },
        keepMessageFor: KEEP_MESSAGES,
      },
    ),
  );

/** api/site/ChangeServiceProviderRegistrationStatus?statusMessage=Approved. */
export const approveRegistration = async () =>
  firstResult(
    await http.post<Results<SubscriptionStatus>>('/api/site/ChangeServiceProviderRegistrationStatus', undefined, {
      query: { statusMessage: 'Approved' },
      keepMessageFor: KEEP_MESSAGES,
    }),
  );

export const useCreateOrder = () =>
  useRefreshingMutation(createOrder, () => [subscriptionKeys.all], { onSettled: true });

export const useCancelOrder = () =>
  useRefreshingMutation(cancelOrder, () => [subscriptionKeys.all], { onSettled: true });
