import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import type { CancellationRefund, RefundChoice } from '@ridedesk/domain/booking/cancellation-refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** Refusals (422) say why, and a booking that is not the site's answers 404: both are shown as said. */
const KEEP = [400, 404, 422] as const;

/** Every change posts the booking's id and what changes, on the site acted for, and answers the booking. */
const postChange = async <R>(path: string, change: object) =>
  firstResult(await http.post<Results<R>>(path, { ...change, siteId: requestedSiteId() }, { keepMessageFor: KEEP }));

/** POST api/booking/updateassignedtobookings {bookingId, assignedTo}. */
export const assignChauffeur = (change: { bookingId: number; assignedTo: number }) =>
  postChange<BookingDetail>('/api/booking/updateassignedtobookings', change);

/**
 * POST api/booking/updatebookingstatus {bookingId, bookingStatus}, along the allowed transitions.
 * Cancelling says what to refund (refund, refundAmount); the answer then carries what happened.
 */
export const updateBookingStatus = (change: {
  bookingId: number;
  bookingStatus: BookingStatus;
  refund?: RefundChoice;
  refundAmount?: number;
}) => postChange<BookingDetail & { refund?: CancellationRefund }>('/api/booking/updatebookingstatus', change);

/** POST api/booking/updatepaymentstatus {bookingId, paymentStatus}. */
export const updatePaymentStatus = (change: { bookingId: number; paymentStatus: PaymentStatus }) =>
  postChange<BookingDetail>('/api/booking/updatepaymentstatus', change);

/** Each change answers the booking as it now is; the lists and calendar refresh behind it. */
const useBookingChange = <T, R extends BookingDetail>(call: (change: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (booking) => {
      queryClient.setQueryData(siteBookingKeys.detail(requestedSiteId(), booking.id), booking);
      return queryClient.invalidateQueries({
        queryKey: siteBookingKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' && query.queryKey[1] !== 'staff',
      });
    },
  });
};

export const useAssignChauffeur = () => useBookingChange(assignChauffeur);
export const useUpdateBookingStatus = () => useBookingChange(updateBookingStatus);
export const useUpdatePaymentStatus = () => useBookingChange(updatePaymentStatus);
