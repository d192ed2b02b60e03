import { isAirportAddress } from './offer-choice.ts';

/**
 * An airport pickup's flight (issue 22): the airline's code and the flight's number, as a
 * traveller reads them off a boarding pass ('UA 1234', 'BA0295', 'AAL 12'). The airline is the
 * IATA designator (two characters, letters or a letter and a digit: 'UA', 'B6', '9K') or the
 * ICAO one (three letters: 'UAL'); the number is 1 to 4 digits with an optional letter suffix.
 */
export const FLIGHT_MESSAGES = {
  airline: "Please enter the airline's code, like UA or BA",
  number: 'Please enter the flight number, like 1234',
  both: 'Please enter both the airline and the flight number, or neither',
  notAirport: 'A flight number is only taken for a pickup at an airport',
} as const;

const AIRLINE = /^(?:[A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3})$/;
const NUMBER = /^[0-9]{1,4}[A-Z]?$/;

/** The airline's code in capitals without spaces, or null when it is not one. */
export const normaliseAirline = (value: string | null | undefined) => {
  const code = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return AIRLINE.test(code) ? code : null;
};

/** The flight's number without leading zeros ('0295' -> '295'), or null when it is not one. */
export const normaliseFlightNumber = (value: string | null | undefined) => {
  const raw = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!NUMBER.test(raw)) return null;
  return raw.replace(/^0+(?=\d)/, '');
};

export type FlightFields = { airline: string; flightNumber: string };

/**
 * Checks a booking's flight fields: both or neither, each well formed, only for a pickup at an
 * airport. Answers the normalised flight (null when none was given) or the first problem's message.
 */
export const checkFlightFields = (
  pickUpLocation: string,
  airline: string | null | undefined,
  flightNumber: string | null | undefined,
): { flight: FlightFields | null } | { error: string } => {
  const hasAirline = Boolean(airline?.trim());
  const hasNumber = Boolean(flightNumber?.trim());
  if (!hasAirline && !hasNumber) return { flight: null };
  if (hasAirline !== hasNumber) return { error: FLIGHT_MESSAGES.both };
  if (!isAirportAddress(pickUpLocation)) return { error: FLIGHT_MESSAGES.notAirport };
  const code = normaliseAirline(airline);
  if (!code) return { error: FLIGHT_MESSAGES.airline };
  const number = normaliseFlightNumber(flightNumber);
  if (!number) return { error: FLIGHT_MESSAGES.number };
  return { flight: { airline: code, flightNumber: number } };
};

/** The flight's designator as flight-status services take it: 'UA1234'. */
export const flightIdent = (flight: FlightFields) => `${flight.airline}${flight.flightNumber}`;

/** The flight as people read it: 'UA 1234'. */
export const flightLabel = (flight: FlightFields) => `${flight.airline} ${flight.flightNumber}`;
