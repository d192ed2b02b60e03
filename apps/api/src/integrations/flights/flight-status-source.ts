/**
 * Where a followed flight's status comes from (issue 22, decision 0031): FlightAware AeroAPI
 * (aeroapi.ts) when FLIGHTAWARE_API_KEY is set, or the local flight server in development
 * (local-flight-server.ts, the same API). With neither, flights are followed by hand (manual:
 * the operator sets the landing time) and nothing is polled.
 */
import type { FlightArrivalTimes } from '@ridedesk/domain/rides/flights';

/** The flight a booking names, and the arrival we expect of it (the day's flight is the one nearest it). */
export type FlightQuery = {
  airline: string;
  flightNumber: string;
  expectedArrival: Date;
  now: Date;
};

/** What a flight-status service says of one flight. */
export type FlightStatus = {
  /** The designator it answered for ('UAL1542'), and the service's own id of this one flight. */
  ident: string;
  providerFlightId: string | null;
  origin: { icao: string | null; iata: string | null; city: string | null } | null;
  destination: { icao: string | null; iata: string | null; city: string | null } | null;
  times: FlightArrivalTimes;
  cancelled: boolean;
  /** The service's words ('En Route / Delayed'), for the board. */
  status: string;
};

export type FlightSourceErrorKind = 'unauthorized' | 'throttled' | 'refused' | 'unavailable';

/**
 * The service could not answer: the key is wrong (unauthorized), too many calls (throttled, with
 * the seconds it asked us to wait), it refused the question (refused) or could not be reached.
 */
export class FlightSourceError extends Error {
  readonly kind: FlightSourceErrorKind;
  readonly retryAfterSeconds: number | null;
  constructor(kind: FlightSourceErrorKind, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'FlightSourceError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type FlightStatusSource = {
  kind: 'aeroapi';
  /** The flight of that designator whose arrival is nearest the expected one; null when the service knows none. */
  flightNear: (query: FlightQuery) => Promise<FlightStatus | null>;
};
