import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import type { CancellationRefund } from '@ridedesk/domain/booking/cancellation-refund';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { myBookingKeys } from './query-keys.ts';

/** The booking of a manage link: what My Bookings shows of it, without the billing address. */
export type ManagedBooking = TravellerBookingView;

const managePath = (token: string) => `/api/booking/manage/${encodeURIComponent(token)}`;

/** GET api/booking/manage/{token}: no sign-in; a wrong or ended link answers 404 (decision 0024). */
export const getManagedBooking = async (token: string) =>
  firstResult(await http.get<Results<ManagedBooking>>(managePath(token), { keepMessageFor: [404] }));

export const useManagedBooking = (token: string) =>
  useQuery({
    queryKey: myBookingKeys.managed(token),
    queryFn: () => getManagedBooking(token),
    // A 404 stays a 404: asking again cannot make a link valid.
    retry: false,
  });

/** POST api/booking/manage/{token}/cancel: the traveller's own cancellation; a refusal (422) says why. */
export const cancelManagedBooking = async (token: string) =>
  firstResult(
    await http.post<Results<ManagedBooking & { refund?: CancellationRefund }>>(
      `${managePath(token)}/cancel`,
      {},
      { keepMessageFor: [404, 422] },
    ),
  );

export const useCancelManagedBooking = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelManagedBooking(token),
    onSuccess: (booking) => queryClient.setQueryData(myBookingKeys.managed(token), booking),
  });
};
