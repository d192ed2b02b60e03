import type { CustomerDetails } from '@ridedesk/domain/booking/customer-details';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { GuestUser } from '../booking-types.ts';

/** POST api/guestuser/create: the traveller as a guest of the fleet's site. */
export const createGuestUser = async (details: CustomerDetails, siteId: number) =>
  firstResult(await http.post<Results<GuestUser>>('/api/guestuser/create', { ...details, siteId }));
