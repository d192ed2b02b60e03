import {
  checkFlightFields,
  FLIGHT_MESSAGES,
  type FlightFields,
  flightLabel,
  normaliseAirline,
  normaliseFlightNumber,
} from '@ridedesk/domain/booking/flight-number';
import { isAirportAddress } from '@ridedesk/domain/booking/offer-choice';

/** The airline and flight number as the traveller typed them. */
export type FlightInput = { airline: string; flightNumber: string };

export type FlightErrors = { airline?: string; flightNumber?: string };

/**
 * What the flight fields say when the traveller leaves one of them, or presses Next (`final`):
 * each filled field's own form first; "both or neither" once both fields were visited (or on
 * Next), on the one left empty. The messages are the domain's (the API answers the same ones).
 */
export const flightFieldErrors = (
  pickUpLocation: string,
  input: FlightInput,
  { final, visited }: { final: boolean; visited: ReadonlySet<keyof FlightInput> },
): FlightErrors => {
  const errors: FlightErrors = {};
  if (input.airline.trim() && !normaliseAirline(input.airline)) errors.airline = FLIGHT_MESSAGES.airline;
  if (input.flightNumber.trim() && !normaliseFlightNumber(input.flightNumber))
    errors.flightNumber = FLIGHT_MESSAGES.number;
  if (errors.airline || errors.flightNumber) return errors;
  if (!final && visited.size < 2) return errors;
  const checked = checkFlightFields(pickUpLocation, input.airline, input.flightNumber);
  if (!('error' in checked)) return errors;
  if (checked.error === FLIGHT_MESSAGES.both) {
    if (input.airline.trim()) errors.flightNumber = checked.error;
    else errors.airline = checked.error;
  } else errors.airline = checked.error;
  return errors;
};

/** The flight the booking takes: normalised ('UA', '1234'), null without one or away from an airport. */
export const bookableFlight = (pickUpLocation: string, input: FlightInput): FlightFields | null => {
  if (!isAirportAddress(pickUpLocation)) return null;
  const checked = checkFlightFields(pickUpLocation, input.airline, input.flightNumber);
  return 'flight' in checked ? checked.flight : null;
};

/** 'UA 1234' for a kept flight that still applies to the pickup; null otherwise. */
export const flightLabelAt = (pickUpLocation: string, flight: FlightFields | null | undefined) =>
  flight && isAirportAddress(pickUpLocation) ? flightLabel(flight) : null;
