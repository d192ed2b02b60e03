/**
 * A traveller's own cancellation: from My Bookings (signed in) or through the booking's manage link
 * (decision 0024). One rule for both: until the site's notice period before pickup, with what they
 * paid given back less the site's cancellation fee; later, the 422 names the rule and whom to call.
 */
import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { checkTransition } from '@ridedesk/domain/booking/booking-status';
import { checkTravellerCancellation } from '@ridedesk/domain/booking/cancellation';
import type { CancellationRefund } from '@ridedesk/domain/booking/cancellation-refund';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { businessRule } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { createBookingCancellation } from './booking-cancellation.ts';
import type { BookingViewRow } from './booking-management.read-model.ts';

/** Who cancels as the traveller and where their mails link to; `now` is the use case's instant. */
export type TravellerWho = { actor: Actor; guestUniqueId?: string | null; origin: string; now: Date };

/**
 * Who holds a manage link, acting as the booking's traveller: the customer whose booking it is, or
 * its guest (user id 0: a guest is no user; their unique id is what shows their payments).
 */
export const linkHolderOf = (row: BookingViewRow, { origin, now }: { origin: string; now: Date }): TravellerWho => ({
  actor: {
    userId: row.userId ?? 0,
    role: ROLES.customer,
    siteId: row.siteId,
    clientId: 'manage-link',
    userName: row.customerEmail,
    firstName: row.customerFirstName,
  },
  guestUniqueId: row.userId === null ? row.guestUniqueId : null,
  origin,
  now,
});

export const createTravellerCancellation = (deps: {
  noticeHoursOf: (siteId: number) => Promise<number>;
  cancel: ReturnType<typeof createBookingCancellation>;
}) => {
  /** The traveller cancels the booking (already found in their scope). */
  return async (row: BookingViewRow, who: TravellerWho): Promise<CancellationRefund> => {
    const noticeHours = await deps.noticeHoursOf(row.siteId);
    const check = (status: BookingStatus) => {
      const window = checkTravellerCancellation({
        bookingStatus: status,
        pickupAt: row.pickupAt,
        now: who.now,
        noticeHours,
      });
      if (!window.ok) {
        const contact = [row.providerName ?? row.siteName, row.providerPhone].filter(Boolean);
        throw businessRule(
          window.reason +
            (window.tooLate && contact.length === 2
              ? ` To cancel it now, please call ${contact[0]} on ${contact[1]}.`
              : ''),
        );
      }
      const transition = checkTransition(status, 'cancelled');
      if (!transition.ok) throw businessRule(transition.reason);
    };
    check(row.bookingStatus as BookingStatus);
    // Within the free window the traveller gets back what they paid, less the site's cancellation fee.
    return deps.cancel({
      row,
      by: 'traveller',
      actor: who.actor,
      origin: who.origin,
      choice: 'fee',
      guestUniqueId: who.guestUniqueId,
      now: who.now,
      check,
    });
  };
};
