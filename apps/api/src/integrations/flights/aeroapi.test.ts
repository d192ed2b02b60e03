/** The AeroAPI adapter against a local server answering as FlightAware's GET /flights/{ident} does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS, type FakeAeroApi, startFakeAeroApi } from '../../../test/fakes/aeroapi-server.ts';
import { rejectionOf } from '../../../test/rejection.ts';
import { createAeroApiSource, retryAfterSeconds } from './aeroapi.ts';
import { FlightSourceError } from './flight-status-source.ts';

const KEY = 'test-aeroapi-key';
const now = new Date('2026-11-26T15:00:00Z');
const at = (iso: string) => new Date(iso);
let aero: FakeAeroApi;

beforeAll(async () => {
  aero = await startFakeAeroApi({ apiKey: KEY, now: () => now });
  // UA 1542 from Denver every day: yesterday's, today's (50 minutes late) and tomorrow's.
  // Tomorrow's leaves early in the morning, inside the window asked for: the nearest arrival decides.
  for (const [out, arrives, delay] of [
    ['2026-11-25T14:30:00Z', '2026-11-25T17:05:00Z', 0],
    ['2026-11-26T14:30:00Z', '2026-11-26T17:05:00Z', 50],
    ['2026-11-27T06:00:00Z', '2026-11-27T08:35:00Z', 0],
  ] as const)
    aero.addFlight({
      airlineIcao: 'UAL',
      airlineIata: 'UA',
      number: '1542',
      origin: AIRPORTS.DEN,
      destination: AIRPORTS.ORD,
      scheduledOut: at(out),
      scheduledIn: at(arrives),
      delayMinutes: delay,
    });
});
afterAll(() => aero.close());

const source = (apiKey = KEY) => createAeroApiSource({ apiKey, baseUrl: aero.baseUrl });
const ua1542 = { airline: 'UA', flightNumber: '1542', expectedArrival: at('2026-11-26T17:05:00Z'), now };

/** The adapter's refusal, a FlightSourceError. */
const refusal = (promise: Promise<unknown>) => rejectionOf(promise, FlightSourceError);

describe('AeroAPI adapter', () => {
  it('When a flight is asked for, then it is one GET of the designator with the key, a window on its departure and one page', async () => {
    await source().flightNear(ua1542);
    const request = aero.requests.at(-1);
    const url = new URL(request?.path ?? '', 'http://x');
    expect(request?.method).toBe('GET');
    expect(url.pathname).toBe('/aeroapi/flights/UA1542');
    expect(request?.headers['x-apikey']).toBe(KEY);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ident_type: 'designator',
      start: '2026-11-25T21:05:00Z',
      end: '2026-11-27T13:05:00Z',
      max_pages: '1',
    });
  });

  it("When the designator flies every day, then today's flight is the one nearest the expected arrival, with its delay and airports", async () => {
    const flight = await source().flightNear(ua1542);
    expect(flight).toMatchObject({
      ident: 'UAL1542',
      origin: { icao: 'KDEN', iata: 'DEN', city: 'Denver' },
      destination: { icao: 'KORD', iata: 'ORD' },
      cancelled: false,
      status: 'Scheduled / Delayed',
    });
    expect(flight?.times.scheduledIn).toEqual(at('2026-11-26T17:05:00Z'));
    expect(flight?.times.estimatedIn).toEqual(at('2026-11-26T17:55:00Z'));
    expect(flight?.times.estimatedOn).toEqual(at('2026-11-26T17:47:00Z'));
    expect(flight?.times.actualIn).toBeNull();
  });

  it('When FlightAware does not know the designator, then there is no flight (asked again later)', async () => {
    expect(await source().flightNear({ ...ua1542, flightNumber: '9999' })).toBeNull();
    expect(aero.requests.at(-1)?.path).toContain('/flights/UA9999?');
  });

  it('When the key is wrong, then it is refused as unauthorized with FlightAware reason', async () => {
    const error = await refusal(source('wrong-key').flightNear(ua1542));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('FlightAware answered 401 (INVALID_API_KEY): Provided API key is not valid');
  });

  it('When FlightAware limits the rate, then the refusal carries the seconds of its Retry-After', async () => {
    aero.throttleNext(30);
    const error = await refusal(source().flightNear(ua1542));
    expect(error.kind).toBe('throttled');
    expect(error.retryAfterSeconds).toBe(30);
    expect(retryAfterSeconds(new Date(now.getTime() + 90_000).toUTCString(), now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBe(60);
  });

  it('When the server cannot be reached, then the refusal says so', async () => {
    const error = await refusal(
      createAeroApiSource({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9/aeroapi', timeoutMs: 2_000 }).flightNear(ua1542),
    );
    expect(error.kind).toBe('unavailable');
  });
});
