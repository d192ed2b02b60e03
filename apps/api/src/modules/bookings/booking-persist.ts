/**
 * Booking creation, persisting (inside the transaction): the row as the checked request, the
 * traveller, the held offer and its price make it, inserted with a random reference, and the
 * manage-link token (decision 0024). The fleet's exclusion constraint is the final word on
 * availability: SQLSTATE 23P01 (a booking committed since the offer was read) answers 409.
 */

import { bookingPriceFields, rideEstimateFields } from '@ridedesk/domain/booking/booking-record-fields';
import { newBookingReference } from '@ridedesk/domain/booking/booking-reference';
import type { FlightFields } from '@ridedesk/domain/booking/flight-number';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { stateName } from '@ridedesk/domain/shared/us-states';
import type { Tx } from '../../db/client.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { RedeemedDiscount } from '../discounts/discounts.service.ts';
import type { Offer } from '../search/search.service.ts';
import { issueAccessToken } from './booking-access.service.ts';
import { type CreateBookingInput, fleetTaken, type RideEstimate, type Traveller } from './booking-creation-contract.ts';
import type { HoldWindow } from './booking-hold.ts';
import type { PriceBreakdown } from './booking-price.ts';
import * as repo from './bookings.repository.ts';

/** How many references are drawn before giving up (a clash is one in hundreds of millions). */
export const REFERENCE_DRAWS = 5;

/** The new booking's row, without its reference (pure). */
export const newBookingValues = (b: {
  ctx: Pick<UseCaseContext, 'siteId' | 'actor'>;
  input: CreateBookingInput;
  traveller: Traveller;
  offer: Pick<Offer, 'fleetId' | 'priceDefinition'>;
  pickupAt: Date;
  window: HoldWindow;
  ride: RideEstimate;
  breakdown: PriceBreakdown;
  redeemed: RedeemedDiscount | null;
  /** The airport pickup's flight, normalised (booking-request-checks.ts). */
  flight?: FlightFields | null;
}): Omit<repo.NewBooking, 'referenceId'> => {
  const { ctx, input, traveller, breakdown, window, ride } = b;
  return {
    siteId: ctx.siteId,
    fleetId: b.offer.fleetId,
    priceDefinitionId: b.offer.priceDefinition.id,
    userId: traveller.userId,
    guestUserId: traveller.guestUserId,
    bookedBy: ctx.actor && isStaffRole(ctx.actor.role) ? ctx.actor.userId : null,
    // Made with no one signed in (the public wizard as a guest).
    isPublicBooking: !ctx.actor,
    customerFirstName: traveller.firstName,
    customerLastName: traveller.lastName,
    customerEmail: traveller.email,
    customerMobile: traveller.mobile,
    pickUpLocation: input.pickUpLocation,
    dropOffLocation: input.dropOffLocation,
    pickupCity: input.city,
    pickupState: input.state,
    pickupStateName: stateName(input.state) ?? '',
    pickupLatitude: input.latitude,
    pickupLongitude: input.longitude,
    pickupOffset: input.offset,
    pickupAt: b.pickupAt,
    dropoffAt: window.dropoffAt,
    heldFrom: window.start,
    heldTo: window.end,
    noOfPassengers: input.noOfPassengers,
    noOfLuggages: input.noOfLuggages,
    ...rideEstimateFields(ride),
    ...bookingPriceFields(breakdown),
    discountId: b.redeemed?.id ?? null,
    bookingStatus: 'scheduled',
    paymentStatus: 'Pending',
    paymentType: input.paymentType,
    transactionType: input.paymentType === 'COD' ? 'paybycash' : null,
    comments: input.comments,
    smsConsent: input.smsConsent ?? false,
    flightAirline: b.flight?.airline ?? null,
    flightNumber: b.flight?.flightNumber ?? null,
  };
};

export type BookingRow = NonNullable<Awaited<ReturnType<typeof repo.insertBookingUnlessReferenceTaken>>>;

/**
 * Inserts the booking under a fresh reference (a clash draws another) and issues its manage
 * token, valid until drop-off: the token goes to the traveller's mail and to the browser that
 * booked; only its hash is kept.
 */
export const persistBooking = async (
  tx: Tx,
  values: Omit<repo.NewBooking, 'referenceId'>,
  drawReference: () => string = newBookingReference,
): Promise<{ row: BookingRow; manageToken: string; trackToken: string }> => {
  let row: BookingRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    if (attempt >= REFERENCE_DRAWS) throw new Error(`no free booking reference after ${REFERENCE_DRAWS} draws`);
    try {
      row = await repo.insertBookingUnlessReferenceTaken(tx, { ...values, referenceId: drawReference() });
    } catch (error) {
      if (pgErrorCode(error) === '23P01') throw fleetTaken();
      throw error;
    }
  }
  const manageToken = await issueAccessToken(tx, {
    siteId: row.siteId,
    bookingId: row.id,
    purpose: 'manage',
    expiresOn: values.dropoffAt,
  });
  // The tracking link (issue 22): its page answers until 24 hours after the ride ends (the
  // tracking service decides); the row outlives a ride moved by a late flight by a week.
  const trackToken = await issueAccessToken(tx, {
    siteId: row.siteId,
    bookingId: row.id,
    purpose: 'track',
    expiresOn: new Date(values.dropoffAt.getTime() + 7 * 86_400_000),
  });
  return { row, manageToken, trackToken };
};
