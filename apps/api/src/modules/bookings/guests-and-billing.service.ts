import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
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
export const createGuestsAndBillingService = (db: Db) => {
  const bookingFor = async (siteId: number, bookingId: number, actor: Actor | null, guestUniqueId?: string) => {
    const booking = await repo.findBooking(db, siteId, bookingId);
    // Another tenant's booking, or one the caller does not own, is simply not found.
    if (!booking || !(await ownsBooking(db, booking, actor, guestUniqueId))) throw notFound('Booking not found');
    return booking;
  };

  return {
    createGuest: async (siteId: number, input: GuestInput) => {
      const guest = await repo.insertGuestUser(db, {
        siteId,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailaddress,
        mobileNumber: input.mobilenumber,
      });
      return { id: guest.id, uniqueId: guest.uniqueId, isGuestUser: true, siteId };
    },

    createBilling: async (
      siteId: number,
      bookingId: number,
      actor: Actor | null,
      values: BillingInput,
      guestUniqueId?: string,
    ) => {
      await bookingFor(siteId, bookingId, actor, guestUniqueId);
      return repo.insertBilling(db, siteId, bookingId, values);
    },

    updateBilling: async (
      siteId: number,
      bookingId: number,
      actor: Actor | null,
      values: BillingInput,
      guestUniqueId?: string,
    ) => {
      await bookingFor(siteId, bookingId, actor, guestUniqueId);
      const row = await repo.updateBilling(db, siteId, bookingId, values);
      if (!row) throw notFound('No billing information for this booking yet');
      return row;
    },

    billingOf: async (siteId: number, bookingId: number, actor: Actor | null, guestUniqueId?: string) => {
      await bookingFor(siteId, bookingId, actor, guestUniqueId);
      const row = await repo.findBilling(db, siteId, bookingId);
      if (!row) throw notFound('No billing information for this booking yet');
      return row;
    },
  };
};

export type GuestsAndBillingService = ReturnType<typeof createGuestsAndBillingService>;
