import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import type { CancellationRefund } from '@ridedesk/domain/booking/cancellation-refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { myBookingKeys } from './query-keys.ts';

/**
 * POST api/booking/cancelmybooking: the traveller cancels their own booking. A refusal (the
 * notice period has begun) answers 422 whose message states the rule, so it is shown as is.
 */
export const cancelMyBooking = async (bookingId: number) =>
  firstResult(
    await http.post<Results<TravellerBookingView & { refund?: CancellationRefund }>>(
      '/api/booking/cancelmybooking',
      { bookingId },
      { keepMessageFor: [404, 422] },
    ),
  );

export const useCancelMyBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingKeys.all }),
  });
};
