/**
 * The local flight server (development and the demo, decision 0031): AeroAPI v4's GET
 * /flights/{ident} on a loopback port, so `npm start` without FLIGHTAWARE_API_KEY follows
 * flights through the real adapter (aeroapi.ts). It has no timetable: every designator is a
 * flight arriving in the middle of the window asked for (the adapter centres it on the arrival
 * the booking expects), so any flight booked in the demo is followed and on time. The scenario's
 * flights are announced late a while after the server starts (the demo's UA 1542 from Denver:
 * on time at first, 50 minutes late three minutes later).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../config.ts';
import { type AeroAirportRef, AIRPORTS, aeroError, aeroFlightRecord } from './aeroapi-records.ts';

const MINUTE = 60_000;

/** The usual airlines' ICAO designators, for the answers' ident; any other keeps the code it was asked with. */
const ICAO_OF: Record<string, string> = {
  UA: 'UAL',
  AA: 'AAL',
  DL: 'DAL',
  WN: 'SWA',
  B6: 'JBU',
  AS: 'ASA',
  NK: 'NKS',
  F9: 'FFT',
  AC: 'ACA',
  BA: 'BAW',
  LH: 'DLH',
  AF: 'AFR',
};

/** A flight the scenario knows: where it comes from, and the delay announced after a while. */
export type ScenarioFlight = {
  /** The designator as booked, airline's IATA code and number: 'UA1542'. */
  ident: string;
  origin: AeroAirportRef;
  destination: AeroAirportRef;
  /** Minutes from the gate in the origin to the gate here. */
  blockMinutes: number;
  delayMinutes: number;
  /** The delay is announced this long after the server starts. */
  announceAfterMs: number;
};

/** The demo's flight (demo-ride-day.ts books it): UA 1542 from Denver, 50 minutes late after 3 minutes. */
export const demoScenario = (opts: { delayMinutes?: number; announceAfterMs?: number } = {}): ScenarioFlight[] => [
  {
    ident: 'UA1542',
    origin: AIRPORTS.DEN,
    destination: AIRPORTS.ORD,
    blockMinutes: 155,
    delayMinutes: opts.delayMinutes ?? 50,
    announceAfterMs: opts.announceAfterMs ?? 3 * MINUTE,
  },
];

const ORIGINS = [AIRPORTS.ATL, AIRPORTS.LAX, AIRPORTS.JFK, AIRPORTS.SEA, AIRPORTS.DEN];

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

export const startLocalFlightServer = async (
  opts: { scenario?: ScenarioFlight[]; now?: () => Date; apiKey?: string } = {},
) => {
  const clock = opts.now ?? (() => new Date());
  const apiKey = opts.apiKey ?? randomBytes(16).toString('hex');
  const startedAt = clock().getTime();
  const scenario = new Map((opts.scenario ?? []).map((f) => [f.ident.toUpperCase(), f]));

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers['x-apikey'] !== apiKey)
      return send(res, 401, aeroError(401, 'Invalid API key', 'INVALID_API_KEY', 'Provided API key is not valid'));
    const url = new URL(req.url ?? '/', 'http://flights.local');
    const match = url.pathname.match(/^\/aeroapi\/flights\/([A-Z0-9]{2,3}?)([0-9]{1,4}[A-Z]?)$/i);
    if (req.method !== 'GET' || !match)
      return send(res, 404, aeroError(404, 'Not found', 'NOT_FOUND', `No flight at ${url.pathname}`));
    const [airline, number] = [match[1].toUpperCase(), match[2].toUpperCase()];
    const iata = Object.entries(ICAO_OF).find(([, icao]) => icao === airline)?.[0] ?? airline;
    const known = scenario.get(`${iata}${number}`);
    const now = clock();
    const from = Date.parse(url.searchParams.get('start') ?? '');
    const to = Date.parse(url.searchParams.get('end') ?? '');
    // The window's middle, on the minute; two hours from now when no window is given.
    const middle = Number.isNaN(from) || Number.isNaN(to) ? now.getTime() + 120 * MINUTE : (from + to) / 2;
    const scheduledIn = new Date(Math.round(middle / MINUTE) * MINUTE);
    const block = known?.blockMinutes ?? 150;
    const flight = aeroFlightRecord({
      airlineIcao: ICAO_OF[iata] ?? iata,
      airlineIata: iata,
      number,
      origin: known?.origin ?? ORIGINS[Number(number.replace(/\D/g, '')) % ORIGINS.length],
      destination: known?.destination ?? null,
      scheduledOut: new Date(scheduledIn.getTime() - block * MINUTE),
      scheduledIn,
      delayMinutes: known && now.getTime() - startedAt >= known.announceAfterMs ? known.delayMinutes : 0,
      now,
    });
    return send(res, 200, { links: null, num_pages: 1, flights: [flight] });
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/aeroapi`,
    apiKey,
    /** When each scenario flight's delay is announced. */
    announcements: [...scenario.values()].map((f) => ({
      ident: f.ident,
      delayMinutes: f.delayMinutes,
      at: new Date(startedAt + f.announceAfterMs),
    })),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

export type LocalFlightServer = Awaited<ReturnType<typeof startLocalFlightServer>>;

/**
 * The development start (server.ts): without FLIGHTAWARE_API_KEY (and unless LOCAL_FLIGHTS=off),
 * starts the local flight server with the demo's scenario and points the AeroAPI adapter at it.
 * Answers the config to build the app with, the server to close, and the start banner's line.
 */
export const withLocalFlights = async (config: Config) => {
  if (!config.flights.localServer) {
    const line = config.flightAware
      ? 'FlightAware AeroAPI (FLIGHTAWARE_API_KEY)'
      : 'followed by hand: the operator sets landing times (no FLIGHTAWARE_API_KEY)';
    return { config, server: null, line };
  }
  const server = await startLocalFlightServer({
    scenario: demoScenario({
      delayMinutes: config.flights.demoDelayMinutes,
      announceAfterMs: config.flights.demoAnnounceSeconds * 1000,
    }),
  });
  const [demo] = server.announcements;
  const at = demo?.at.toISOString().slice(11, 16);
  return {
    config: { ...config, flightAware: { apiKey: server.apiKey, baseUrl: server.baseUrl } },
    server,
    line: `local flight server (AeroAPI's shape) at ${server.baseUrl}; ${demo ? `${demo.ident} is announced ${demo.delayMinutes} min late at ${at} UTC` : 'every flight on time'}`,
  };
};
