import type { billingSchema } from '@ridedesk/domain/booking/customer-details';
import type { z } from 'zod';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type BillingAddress = z.output<typeof billingSchema>;

/** POST api/billinginformation/create: the billing address of a booking (a guest proves it with its unique id). */
export const createBillingInformation = async (input: {
  bookingId: number;
  siteId: number;
  guestUserUniqueId?: string;
  billing: BillingAddress;
}) =>
  firstResult(
    await http.post<Results<unknown>>('/api/billinginformation/create', {
      ...input.billing,
      bookingId: input.bookingId,
      siteId: input.siteId,
      guestUserUniqueId: input.guestUserUniqueId,
    }),
  );
