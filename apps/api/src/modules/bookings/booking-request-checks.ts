/**
 * Booking creation, step one: the checks before anything is written. The pickup is not past
 * and within the site's booking horizon, the site takes bookings (its plan), Pay Later only
 * where the site allows it, an airport pickup's flight is well formed (issue 22), and the ride is
 * re-estimated on the server: an address it cannot place answers 400.
 */
import { bookingHorizonMessage, isWithinBookingHorizon } from '@ridedesk/domain/booking/booking-horizon';
import { checkFlightFields, FLIGHT_MESSAGES, type FlightFields } from '@ridedesk/domain/booking/flight-number';
import { pickupInstant } from '@ridedesk/domain/booking/ride-window';
import { INVALID_ADDRESS } from '@ridedesk/domain/geo/address-rules';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { GeoService } from '../geo/geo.service.ts';
import { bookingHorizonOf, siteSettingValue } from '../settings/settings.service.ts';
import { assertSiteTakesBookings } from '../subscriptions/subscriptions.service.ts';
import type { CreateBookingInput, RideEstimate } from './booking-creation-contract.ts';

export const PICKUP_PASSED_MESSAGE = 'The pickup time has already passed. Please choose a later time.';
export const PAY_LATER_REFUSED_MESSAGE = 'This site does not take bookings paid later. Please choose a payment type.';

/** The pickup instant, refused when past or beyond the horizon (pure: the rule with its inputs). */
export const checkPickup = (
  input: Pick<CreateBookingInput, 'pickupDate' | 'pickupTime' | 'offset'>,
  now: Date,
  horizonDays: number,
) => {
  const pickupAt = pickupInstant(input.pickupDate, input.pickupTime, input.offset);
  if (pickupAt.getTime() < now.getTime()) throw businessRule(PICKUP_PASSED_MESSAGE);
  // The site's booking horizon (BookingHorizonDays): 'Pickup date must be within 365 days from today.'
  if (!isWithinBookingHorizon({ pickupDate: input.pickupDate, now, offsetMinutes: input.offset, horizonDays }))
    throw businessRule(bookingHorizonMessage(horizonDays));
  return pickupAt;
};

/**
 * The airport pickup's flight, normalised ('ua 0295' -> UA 295), or null when none was given;
 * a malformed one answers 400 with its message, on the field it is about (pure).
 */
export const checkFlight = (
  input: Pick<CreateBookingInput, 'pickUpLocation' | 'flightAirline' | 'flightNumber'>,
): FlightFields | null => {
  const checked = checkFlightFields(input.pickUpLocation, input.flightAirline, input.flightNumber);
  if ('flight' in checked) return checked.flight;
  const field = checked.error === FLIGHT_MESSAGES.airline ? 'flightAirline' : 'flightNumber';
  throw badRequest(checked.error, { [field]: checked.error });
};

/** Answers the pickup instant, the flight and the server's estimate of the ride, or refuses the request. */
export const checkBookingRequest = async (
  deps: { db: Db; geo: GeoService },
  ctx: Pick<UseCaseContext, 'siteId' | 'now'>,
  input: CreateBookingInput,
): Promise<{ pickupAt: Date; ride: RideEstimate; flight: FlightFields | null }> => {
  const { db, geo } = deps;
  const flight = checkFlight(input);
  const pickupAt = checkPickup(input, ctx.now, await bookingHorizonOf(db, ctx.siteId));
  await assertSiteTakesBookings(db, ctx.siteId, ctx.now);
  if (input.paymentType === 'PayLater' && (await siteSettingValue(db, ctx.siteId, 'PayLaterEnabled')) !== 'true')
    throw businessRule(PAY_LATER_REFUSED_MESSAGE);

  const estimate = await geo.estimateRide(input.pickUpLocation, input.dropOffLocation, pickupAt, { city: input.city });
  if (estimate.status !== 'OK') throw badRequest(INVALID_ADDRESS, { pickUpLocation: INVALID_ADDRESS });
  return {
    pickupAt,
    flight,
    ride: {
      km: estimate.estimatedDistanceKm ?? 0,
      minutes: estimate.estimatedDurationMinutes ?? 0,
      trafficMinutes: estimate.estimatedDurationInTrafficMinutes ?? 0,
    },
  };
};
