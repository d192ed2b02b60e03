/**
 * FlightAware AeroAPI v4 (decision 0031): GET {base}/flights/{ident} over fetch with the key in
 * the `x-apikey` header. The designator is sent as booked ('UA1542') with `ident_type=designator`
 * (AeroAPI would otherwise try it as a registration first). `start` and `end` bound the flights'
 * scheduled departure (AeroAPI: at most 10 days back and 2 days ahead); we ask for 20 hours each
 * side of the expected arrival, which holds the longest flight, and keep the flight whose
 * scheduled arrival is nearest the expected one. One page (15 flights) is one billed result set.
 * https://www.flightaware.com/aeroapi/portal/documentation#get-/flights/-ident-
 */
import { flightIdent } from '@ridedesk/domain/booking/flight-number';
import type { AeroAirportRef, AeroError, AeroFlight, AeroFlightsAnswer } from './aeroapi-records.ts';
import { aeroTime } from './aeroapi-records.ts';
import { FlightSourceError, type FlightStatus, type FlightStatusSource } from './flight-status-source.ts';

export type AeroApiConfig = { apiKey: string; baseUrl: string; timeoutMs?: number };

const HOUR = 3_600_000;
/** Each side of the expected arrival, in the flights' scheduled departure. */
const WINDOW_HOURS = 20;
/** AeroAPI refuses a start more than 10 days back or an end more than 2 days ahead; kept an hour inside. */
const MAX_BACK = 10 * 24 * HOUR - HOUR;
const MAX_AHEAD = 2 * 24 * HOUR - HOUR;

const instant = (value: string | null | undefined) => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
};

const place = (ref: AeroAirportRef | null) =>
  ref ? { icao: ref.code_icao ?? null, iata: ref.code_iata ?? null, city: ref.city ?? null } : null;

const statusOf = (f: AeroFlight): FlightStatus => ({
  ident: f.ident,
  providerFlightId: f.fa_flight_id ?? null,
  origin: place(f.origin),
  destination: place(f.destination),
  times: {
    scheduledIn: instant(f.scheduled_in),
    estimatedIn: instant(f.estimated_in),
    actualIn: instant(f.actual_in),
    scheduledOn: instant(f.scheduled_on),
    estimatedOn: instant(f.estimated_on),
    actualOn: instant(f.actual_on),
  },
  cancelled: f.cancelled === true,
  status: f.status ?? '',
});

/** Retry-After in seconds or as an HTTP date; a minute when absent or unreadable. */
export const retryAfterSeconds = (header: string | null, now: Date) => {
  if (!header) return 60;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now.getTime()) / 1000));
};

/** The flight whose scheduled arrival (gate, else runway) is nearest the expected one. */
const nearest = (flights: FlightStatus[], expected: Date) => {
  const distance = (f: FlightStatus) => {
    const at = f.times.scheduledIn ?? f.times.scheduledOn;
    return at ? Math.abs(at.getTime() - expected.getTime()) : Number.POSITIVE_INFINITY;
  };
  return [...flights].sort((a, b) => distance(a) - distance(b))[0] ?? null;
};

export const createAeroApiSource = (config: AeroApiConfig): FlightStatusSource => {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    kind: 'aeroapi',
    flightNear: async ({ airline, flightNumber, expectedArrival, now }) => {
      const ident = flightIdent({ airline, flightNumber });
      const around = expectedArrival.getTime();
      const start = new Date(Math.max(around - WINDOW_HOURS * HOUR, now.getTime() - MAX_BACK));
      const end = new Date(Math.min(around + WINDOW_HOURS * HOUR, now.getTime() + MAX_AHEAD));
      const query = new URLSearchParams({
        ident_type: 'designator',
        start: aeroTime(start) ?? '',
        end: aeroTime(end) ?? '',
        max_pages: '1',
      });
      let response: Response;
      try {
        response = await fetch(`${base}/flights/${encodeURIComponent(ident)}?${query}`, {
          headers: { 'x-apikey': config.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new FlightSourceError(
          'unavailable',
          `FlightAware could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const text = await response.text();
      let json: unknown = {};
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        json = {};
      }
      if (response.status === 200) {
        const flights = ((json as Partial<AeroFlightsAnswer>).flights ?? []).map(statusOf);
        return nearest(flights, expectedArrival);
      }
      const error = json as Partial<AeroError>;
      const what = `FlightAware answered ${response.status}${error.reason ? ` (${error.reason})` : ''}: ${error.detail ?? error.title ?? 'no detail'}`;
      // An ident it does not know: no such flight (yet); asked again at the next poll.
      if (response.status === 404) return null;
      if (response.status === 401 || response.status === 403) throw new FlightSourceError('unauthorized', what);
      if (response.status === 429)
        throw new FlightSourceError('throttled', what, retryAfterSeconds(response.headers.get('retry-after'), now));
      if (response.status >= 500) throw new FlightSourceError('unavailable', what);
      throw new FlightSourceError('refused', what);
    },
  };
};
