/**
 * Booking creation, holding the fleet (inside the transaction): the same offer query search uses,
 * narrowed to the fleet and price definition, so what was offered is what is booked. The hold is
 * the ride's window (pickup to drop-off plus the site's turnaround). A fleet no longer free
 * answers 409, one no longer offered 422; the exclusion constraint on insert is the final word.
 */
import { rideWindow } from '@ridedesk/domain/booking/ride-window';
import type { Tx } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { findPricedOffers, fleetBusyBetween, type Offer } from '../search/search.service.ts';
import {
  type CreateBookingInput,
  fleetTaken,
  NO_LONGER_OFFERED_MESSAGE,
  type RideEstimate,
} from './booking-creation-contract.ts';

/** When the site names no turnaround (no offer to read it from), a hold keeps 30 minutes after drop-off. */
export const DEFAULT_TURNAROUND_MINUTES = 30;

/** The window a booking holds its fleet for (pure). */
export const holdWindow = (pickupAt: Date, ride: RideEstimate, turnaroundMinutes: number) =>
  rideWindow({
    pickupAt,
    durationMinutes: ride.minutes,
    durationInTrafficMinutes: ride.trafficMinutes,
    turnaroundMinutes,
  });

export type HoldWindow = ReturnType<typeof holdWindow>;

/** The offer still made for this fleet and price, and the window it holds; refuses a taken or withdrawn fleet. */
export const holdFleet = async (
  tx: Tx,
  ctx: Pick<UseCaseContext, 'siteId'>,
  input: CreateBookingInput,
  ride: RideEstimate,
  pickupAt: Date,
): Promise<{ offer: Offer; window: HoldWindow }> => {
  const offers = await findPricedOffers(tx, {
    siteId: ctx.siteId,
    vehicleTypeId: 0,
    serviceTypeId: 0,
    passengers: input.noOfPassengers,
    luggages: input.noOfLuggages,
    state: input.state,
    city: input.city,
    pickupAt,
    fleetId: input.fleetId,
    priceDefinitionId: input.priceDefinitionId,
    durationMinutes: ride.minutes,
    durationInTrafficMinutes: ride.trafficMinutes,
    distanceKm: ride.km,
    pickupLatitude: input.latitude,
    pickupLongitude: input.longitude,
  });
  const offer = offers[0] as Offer | undefined;
  const window = holdWindow(pickupAt, ride, offer?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES);
  if (!offer) {
    if (await fleetBusyBetween(tx, ctx.siteId, input.fleetId, window.start, window.end)) throw fleetTaken();
    throw businessRule(NO_LONGER_OFFERED_MESSAGE);
  }
  return { offer, window };
};
