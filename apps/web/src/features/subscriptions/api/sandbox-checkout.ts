import type { CheckoutCardForm } from '@ridedesk/domain/subscriptions/checkout-card';
import { useMutation, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { KEEP_MESSAGES } from '../subscription.ts';
import { subscriptionKeys } from './query-keys.ts';

export type CheckoutSummary = {
  sessionId: string;
  orderId: number;
  planId: number;
  planName: string;
  amount: number;
  quantity: number;
  status: string;
  noOfUsers: number;
  noOfBookings: number;
};

/** What the sandbox checkout sells: the plan as one line item. */
export const getCheckout = async (sessionId: string) =>
  firstResult(
    await http.get<Results<CheckoutSummary>>(`/api/subscriptions/checkout/${encodeURIComponent(sessionId)}`, {
      keepMessageFor: KEEP_MESSAGES,
    }),
  );

export const useCheckout = (sessionId: string) =>
  useQuery({ queryKey: subscriptionKeys.checkout(sessionId), queryFn: () => getCheckout(sessionId) });

/** Pays the session with a test card; answers where the payer returns (the success page). */
export const payCheckout = async ({ sessionId, card }: { sessionId: string; card: CheckoutCardForm }) =>
  firstResult(
    await http.post<Results<{ redirectUrl: string }>>(
      `/api/subscriptions/checkout/${encodeURIComponent(sessionId)}/pay`,
      card,
      { keepMessageFor: KEEP_MESSAGES },
    ),
  );

export const usePayCheckout = () => useMutation({ mutationFn: payCheckout });
