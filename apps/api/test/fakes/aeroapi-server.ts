/**
 * A local server answering as FlightAware AeroAPI v4's GET /flights/{ident} does (tests only):
 * the key in `x-apikey` (401 INVALID_API_KEY without it, as the live API answers), `start` and
 * `end` on the scheduled departure within 10 days back and 2 days ahead (400 otherwise), the
 * flights newest first in `{ links, num_pages, flights }`, 404 for an ident it does not know, and
 * 429 with Retry-After when a test asks for a rate limit. A test sets each flight's timetable
 * and delay; the clock is the test's.
 */
import { type AeroAirportRef, aeroError, aeroFlightRecord } from '../../src/integrations/flights/aeroapi-records.ts';
import { startVendorServer } from './vendor-server.ts';

/** The airports a test's flights fly between (the local flight server's). */
export { AIRPORTS } from '../../src/integrations/flights/aeroapi-records.ts';

const DAY = 86_400_000;

export type FakeFlight = {
  airlineIcao: string;
  airlineIata: string;
  number: string;
  origin: AeroAirportRef;
  destination: AeroAirportRef;
  scheduledOut: Date;
  scheduledIn: Date;
  delayMinutes: number;
  cancelled?: boolean;
};

export const startFakeAeroApi = async (opts: { apiKey: string; now?: () => Date }) => {
  const clock = opts.now ?? (() => new Date());
  /** Flights by the designators they answer to (ICAO and IATA). */
  const flights: FakeFlight[] = [];
  const throttles: number[] = [];

  const server = await startVendorServer((request) => {
    const key = request.headers['x-apikey'];
    if (key !== opts.apiKey)
      return {
        status: 401,
        body: aeroError(401, 'Invalid API key', 'INVALID_API_KEY', 'Provided API key is not valid'),
      };
    const retryAfter = throttles.shift();
    if (retryAfter !== undefined)
      return {
        status: 429,
        headers: { 'retry-after': String(retryAfter) },
        body: aeroError(429, 'Too many requests', 'TOO_MANY_REQUESTS', 'Rate limit exceeded; retry later'),
      };
    const url = new URL(request.path, 'http://aeroapi.local');
    const match = url.pathname.match(/^\/aeroapi\/flights\/([^/]+)$/);
    if (request.method !== 'GET' || !match)
      return { status: 404, body: aeroError(404, 'Not found', 'NOT_FOUND', `No route ${url.pathname}`) };
    const ident = decodeURIComponent(match[1]).toUpperCase();
    const now = clock();
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const from = start ? Date.parse(start) : now.getTime() - 11 * DAY;
    const to = end ? Date.parse(end) : now.getTime() + 2 * DAY;
    if (Number.isNaN(from) || Number.isNaN(to) || from < now.getTime() - 10 * DAY || to > now.getTime() + 2 * DAY)
      return {
        status: 400,
        body: aeroError(
          400,
          'Invalid argument',
          'INVALID_ARGUMENT',
          '`start` cannot be more than 10 days in the past and `end` cannot be more than 2 days in the future',
        ),
      };
    const known = flights.filter(
      (f) => `${f.airlineIcao}${f.number}` === ident || `${f.airlineIata}${f.number}` === ident,
    );
    if (known.length === 0)
      return { status: 404, body: aeroError(404, 'Not found', 'NOT_FOUND', `Unknown ident ${ident}`) };
    const listed = known
      .filter((f) => f.scheduledOut.getTime() >= from && f.scheduledOut.getTime() < to)
      .sort((a, b) => b.scheduledOut.getTime() - a.scheduledOut.getTime())
      .slice(0, 15)
      .map((f) => aeroFlightRecord({ ...f, now }));
    return { status: 200, body: { links: null, num_pages: 1, flights: listed } };
  });

  return {
    baseUrl: `${server.baseUrl}/aeroapi`,
    requests: server.requests,
    flights,
    close: server.close,
    /** Adds a flight to the timetable (answers the same object, to change its delay later). */
    addFlight: (flight: FakeFlight) => {
      flights.push(flight);
      return flight;
    },
    /** The next call answers 429 asking for this many seconds. */
    throttleNext: (seconds: number) => throttles.push(seconds),
  };
};

export type FakeAeroApi = Awaited<ReturnType<typeof startFakeAeroApi>>;
