import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import * as repo from './bookings.repository.ts';

export type GuestInput = { firstName: string; lastName: string; emailaddress: string; mobilenumber: string };
export type BillingInput = repo.BillingValues;

/** Who may see or write a booking's billing: its site's staff, its traveller, or the guest holding its unique id. */
export const ownsBooking = async (
  db: Db,
  booking: NonNullable<Awaited<ReturnType<typeof repo.findBooking>>>,
  actor: Actor | null,
  guestUniqueId?: string,
) => {
  if (actor?.role === ROLES.superAdmin) return true;
  if (actor && isStaffRole(actor.role)) return actor.siteId === booking.siteId;
  if (actor && booking.userId === actor.userId) return true;
  if (guestUniqueId && booking.guestUserId) {
    const guest = await repo.findGuestUserByUniqueId(db, guestUniqueId);
    return !!guest && guest.siteId === booking.siteId && guest.id === booking.guestUserId;
  }
  return false;
};

/** Guest users and billing information of bookings. */
/** A booking's billing is read and written by whoever may see the booking; a guest names their unique id. */
type BookingOf = { bookingId: number; guestUniqueId?: string | null };
type Ctx = Pick<UseCaseContext, 'siteId' | 'actor'>;

export const createGuestsAndBillingService = (db: Db) => {
  const bookingFor = async ({ siteId, actor }: Ctx, { bookingId, guestUniqueId }: BookingOf) => {
    const booking = await repo.findBooking(db, siteId, bookingId);
    // Another tenant's booking, or one the caller does not own, is simply not found.
    if (!booking || !(await ownsBooking(db, booking, actor, guestUniqueId ?? undefined)))
      throw notFound('Booking not found');
    return booking;
  };

  const billingOrNotFound = <R>(row: R | undefined | null) => {
    if (!row) throw notFound('No billing information for this booking yet');
    return row;
  };

  return {
    createGuest: async ({ siteId }: Pick<UseCaseContext, 'siteId'>, input: GuestInput) => {
      const guest = await repo.insertGuestUser(db, {
        siteId,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailaddress,
        mobileNumber: input.mobilenumber,
      });
      return { id: guest.id, uniqueId: guest.uniqueId, isGuestUser: true, siteId };
    },

    createBilling: async (ctx: Ctx, { values, ...of }: BookingOf & { values: BillingInput }) => {
      await bookingFor(ctx, of);
      return repo.insertBilling(db, ctx.siteId, of.bookingId, values);
    },

    updateBilling: async (ctx: Ctx, { values, ...of }: BookingOf & { values: BillingInput }) => {
      await bookingFor(ctx, of);
      return billingOrNotFound(await repo.updateBilling(db, ctx.siteId, of.bookingId, values));
    },

    billingOf: async (ctx: Ctx, of: BookingOf) => {
      await bookingFor(ctx, of);
      return billingOrNotFound(await repo.findBilling(db, ctx.siteId, of.bookingId));
    },
  };
};

export type GuestsAndBillingService = ReturnType<typeof createGuestsAndBillingService>;
