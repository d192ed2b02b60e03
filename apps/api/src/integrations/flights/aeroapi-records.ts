/**
 * AeroAPI v4's documented shapes (GET /flights/{ident}, https://www.flightaware.com/aeroapi/portal/documentation):
 * the answer `{ links, num_pages, flights }`, one flight's summary with its nested origin and
 * destination (FlightAirportRef), and the error object `{ title, reason, detail, status }`. The
 * local flight server answers with them, and so does the test's fake AeroAPI.
 */

export type AeroAirportRef = {
  code: string | null;
  code_icao: string | null;
  code_iata: string | null;
  code_lid: string | null;
  timezone: string | null;
  name: string | null;
  city: string | null;
  airport_info_url: string | null;
};

/** One flight as GET /flights/{ident} lists it (the fields we read, and those around them). */
export type AeroFlight = {
  ident: string;
  ident_icao: string | null;
  ident_iata: string | null;
  fa_flight_id: string;
  operator: string | null;
  operator_icao: string | null;
  operator_iata: string | null;
  flight_number: string | null;
  registration: string | null;
  atc_ident: string | null;
  inbound_fa_flight_id: string | null;
  codeshares: string[];
  codeshares_iata: string[];
  blocked: boolean;
  diverted: boolean;
  cancelled: boolean;
  position_only: boolean;
  origin: AeroAirportRef | null;
  destination: AeroAirportRef | null;
  /** Seconds; negative is early. */
  departure_delay: number | null;
  arrival_delay: number | null;
  filed_ete: number | null;
  progress_percent: number | null;
  status: string;
  aircraft_type: string | null;
  route_distance: number | null;
  filed_airspeed: number | null;
  filed_altitude: number | null;
  route: string | null;
  baggage_claim: string | null;
  seats_cabin_business: number | null;
  seats_cabin_coach: number | null;
  seats_cabin_first: number | null;
  gate_origin: string | null;
  gate_destination: string | null;
  terminal_origin: string | null;
  terminal_destination: string | null;
  type: 'Airline' | 'General_Aviation';
  scheduled_out: string | null;
  estimated_out: string | null;
  actual_out: string | null;
  scheduled_off: string | null;
  estimated_off: string | null;
  actual_off: string | null;
  scheduled_on: string | null;
  estimated_on: string | null;
  actual_on: string | null;
  scheduled_in: string | null;
  estimated_in: string | null;
  actual_in: string | null;
  foresight_predictions_available: boolean;
};

export type AeroFlightsAnswer = { links: { next: string } | null; num_pages: number; flights: AeroFlight[] };
export type AeroError = { title: string; reason: string; detail: string; status: number };

export const aeroError = (status: number, title: string, reason: string, detail: string): AeroError => ({
  title,
  reason,
  detail,
  status,
});

/** AeroAPI's times: ISO 8601 in UTC to the second, 'Z' (2021-12-31T19:59:59Z). */
export const aeroTime = (at: Date | null) => (at ? `${at.toISOString().slice(0, 19)}Z` : null);

export const airportRef = (a: { icao: string; iata: string; name: string; city: string; timezone: string }) => ({
  code: a.icao,
  code_icao: a.icao,
  code_iata: a.iata,
  code_lid: null,
  timezone: a.timezone,
  name: a.name,
  city: a.city,
  airport_info_url: `/airports/${a.icao}`,
});

/** Airports the local flight server and the tests' fake AeroAPI answer with. */
export const AIRPORTS = {
  DEN: airportRef({ icao: 'KDEN', iata: 'DEN', name: 'Denver Intl', city: 'Denver', timezone: 'America/Denver' }),
  ORD: airportRef({
    icao: 'KORD',
    iata: 'ORD',
    name: "Chicago O'Hare Intl",
    city: 'Chicago',
    timezone: 'America/Chicago',
  }),
  ATL: airportRef({
    icao: 'KATL',
    iata: 'ATL',
    name: 'Hartsfield-Jackson Intl',
    city: 'Atlanta',
    timezone: 'America/New_York',
  }),
  LAX: airportRef({
    icao: 'KLAX',
    iata: 'LAX',
    name: 'Los Angeles Intl',
    city: 'Los Angeles',
    timezone: 'America/Los_Angeles',
  }),
  JFK: airportRef({
    icao: 'KJFK',
    iata: 'JFK',
    name: 'John F Kennedy Intl',
    city: 'New York',
    timezone: 'America/New_York',
  }),
  SEA: airportRef({
    icao: 'KSEA',
    iata: 'SEA',
    name: 'Seattle-Tacoma Intl',
    city: 'Seattle',
    timezone: 'America/Los_Angeles',
  }),
  LHR: airportRef({ icao: 'EGLL', iata: 'LHR', name: 'London Heathrow', city: 'London', timezone: 'Europe/London' }),
} satisfies Record<string, AeroAirportRef>;

const MINUTE = 60_000;

/**
 * A flight's record from its timetable and what has happened to it: `delayMinutes` moves every
 * estimate (announced), the times past `now` are the actual ones, as AeroAPI reports a flight.
 */
export const aeroFlightRecord = (f: {
  airlineIcao: string;
  airlineIata: string;
  number: string;
  origin: AeroAirportRef | null;
  destination: AeroAirportRef | null;
  scheduledOut: Date;
  scheduledIn: Date;
  delayMinutes: number;
  cancelled?: boolean;
  now: Date;
}): AeroFlight => {
  const shift = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
  const delay = f.delayMinutes;
  const scheduledOff = shift(f.scheduledOut, 15);
  const scheduledOn = shift(f.scheduledIn, -8);
  const estimatedOut = shift(f.scheduledOut, delay);
  const estimatedOff = shift(scheduledOff, delay);
  const estimatedOn = shift(scheduledOn, delay);
  const estimatedIn = shift(f.scheduledIn, delay);
  const past = (at: Date) => !f.cancelled && at.getTime() <= f.now.getTime();
  const late = delay >= 15 ? ' / Delayed' : '';
  const landed = past(estimatedIn);
  const status = f.cancelled
    ? 'Cancelled'
    : landed
      ? 'Arrived / Gate Arrival'
      : past(estimatedOn)
        ? 'Landed / Taxiing'
        : past(estimatedOff)
          ? `En Route${delay >= 15 ? ' / Delayed' : ' / On Time'}`
          : `Scheduled${late}`;
  const span = f.scheduledIn.getTime() - f.scheduledOut.getTime();
  const flown = Math.min(1, Math.max(0, (f.now.getTime() - estimatedOff.getTime()) / (span || 1)));
  return {
    ident: `${f.airlineIcao}${f.number}`,
    ident_icao: `${f.airlineIcao}${f.number}`,
    ident_iata: `${f.airlineIata}${f.number}`,
    fa_flight_id: `${f.airlineIcao}${f.number}-${Math.floor(f.scheduledOut.getTime() / 1000)}-airline-0001`,
    operator: f.airlineIcao,
    operator_icao: f.airlineIcao,
    operator_iata: f.airlineIata,
    flight_number: f.number,
    registration: null,
    atc_ident: null,
    inbound_fa_flight_id: null,
    codeshares: [],
    codeshares_iata: [],
    blocked: false,
    diverted: false,
    cancelled: f.cancelled ?? false,
    position_only: false,
    origin: f.origin,
    destination: f.destination,
    departure_delay: delay * 60,
    arrival_delay: delay * 60,
    filed_ete: Math.round((scheduledOn.getTime() - scheduledOff.getTime()) / 1000),
    progress_percent: f.cancelled ? null : Math.round(flown * 100),
    status,
    aircraft_type: 'B39M',
    route_distance: null,
    filed_airspeed: null,
    filed_altitude: null,
    route: null,
    baggage_claim: null,
    seats_cabin_business: null,
    seats_cabin_coach: null,
    seats_cabin_first: null,
    gate_origin: null,
    gate_destination: null,
    terminal_origin: null,
    terminal_destination: null,
    type: 'Airline',
    scheduled_out: aeroTime(f.scheduledOut),
    estimated_out: aeroTime(estimatedOut),
    actual_out: aeroTime(past(estimatedOut) ? estimatedOut : null),
    scheduled_off: aeroTime(scheduledOff),
    estimated_off: aeroTime(estimatedOff),
    actual_off: aeroTime(past(estimatedOff) ? estimatedOff : null),
    scheduled_on: aeroTime(scheduledOn),
    estimated_on: aeroTime(estimatedOn),
    actual_on: aeroTime(past(estimatedOn) ? estimatedOn : null),
    scheduled_in: aeroTime(f.scheduledIn),
    estimated_in: aeroTime(estimatedIn),
    actual_in: aeroTime(landed ? estimatedIn : null),
    foresight_predictions_available: false,
  };
};
