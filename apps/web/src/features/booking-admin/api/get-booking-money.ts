import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

export type BookingMoney = {
  paymentStatus: string;
  paidAmount: number;
  refundedAmount: number;
  refundableAmount: number;
};

type PaymentsAnswer = { summary: BookingMoney; results: { paymentType: string; accountNumber: string | null }[] };

/** GET api/bookingpayment/paymentsByBookingId: what was paid, given back and is left to refund. */
export const getBookingMoney = async (bookingId: number, siteId = requestedSiteId()) =>
  http.get<PaymentsAnswer>('/api/bookingpayment/paymentsByBookingId', { query: { bookingId, siteId } });

export const useBookingMoney = (bookingId: number, enabled: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.money(siteId, bookingId),
    queryFn: () => getBookingMoney(bookingId, siteId),
    enabled,
  });
};
