/**
 * Booking creation, the traveller: a guest of the site (made by the wizard's traveller form) or
 * the signed-in customer. Read before the transaction; the booking row and its mails record the
 * names, mail and phone as they are now, so a later profile change does not rewrite a booking.
 */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CreateBookingInput, Traveller } from './booking-creation-contract.ts';
import * as repo from './bookings.repository.ts';

export const recordTraveller = async (
  deps: { db: Db; users: Pick<UsersService, 'findById'> },
  ctx: Pick<UseCaseContext, 'siteId' | 'actor'>,
  input: Pick<CreateBookingInput, 'guestUserId'>,
): Promise<Traveller> => {
  if (input.guestUserId) {
    const guest = await repo.findGuestUser(deps.db, ctx.siteId, input.guestUserId);
    if (!guest) throw notFound('Guest user not found');
    return {
      userId: null,
      guestUserId: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.emailAddress,
      mobile: guest.mobileNumber,
      languageId: null,
    };
  }
  if (ctx.actor?.role === ROLES.customer) {
    const user = await deps.users.findById(ctx.actor.userId);
    if (!user) throw notFound('User not found');
    return {
      userId: user.id,
      guestUserId: null,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.phone ?? '',
      languageId: user.preferredLanguageId,
    };
  }
  throw badRequest('Please enter the traveller details', { guestUserId: 'Required' });
};
