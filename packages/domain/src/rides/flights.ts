/**
 * Airport pickups that follow the flight (issue 22 item 3, decision 0031): when a followed flight
 * is polled, whether it flies within one country, when it lands, and where that puts the pickup.
 * Pure rules: the API gives them the flight's times and the site's settings; the clock is an
 * argument.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const FLIGHT_WATCH = {
  /** A watch opens for a live booking whose pickup is within this many hours. */
  opensHoursAhead: 30,
  /** A flight is polled from this many hours before its arrival... */
  pollHoursBefore: 6,
  /** ...until it lands or is cancelled, or this many hours after its arrival with no landing heard. */
  giveUpHoursAfter: 6,
  /** A change of the pickup under this many minutes is not worth telling anyone. */
  minMoveMinutes: 5,
} as const;

/** The site settings of the airport grace (minutes after landing the pickup is set to), with their defaults. */
export const AIRPORT_GRACE_DEFAULTS = { domestic: 15, international: 45 } as const;
export type AirportGrace = { domestic: number; international: number };

/** A grace setting's value: whole minutes from 0 to 240, else the default. */
export const parseGraceMinutes = (value: string | null | undefined, fallback: number) => {
  const minutes = Number((value ?? '').trim());
  return value?.trim() && Number.isInteger(minutes) && minutes >= 0 && minutes <= 240 ? minutes : fallback;
};

export const graceMinutesFor = (international: boolean, grace: AirportGrace) =>
  international ? grace.international : grace.domestic;

/**
 * The minutes between two polls, by how far the arrival is: every 15 minutes until 2 hours
 * before, every 5 until 30 minutes before, then every 2 until it lands. `factor` scales them (a
 * demo runs the day faster), never under 10 seconds.
 */
export const pollIntervalMs = (msToArrival: number, factor = 1) => {
  const minutes = msToArrival > 2 * HOUR ? 15 : msToArrival > 30 * MINUTE ? 5 : 2;
  return Math.max(10_000, Math.round(minutes * MINUTE * factor));
};

/**
 * When to ask about a flight next: never once it landed or was cancelled, or long after its
 * arrival with nothing heard; not before its poll window opens (6 hours before the arrival);
 * otherwise after the interval its distance to the arrival calls for.
 */
export const nextFlightCheck = (opts: { now: Date; arrival: Date; finished: boolean; factor?: number }) => {
  const { now, arrival, finished } = opts;
  if (finished) return null;
  const toArrival = arrival.getTime() - now.getTime();
  if (toArrival < -FLIGHT_WATCH.giveUpHoursAfter * HOUR) return null;
  const opens = arrival.getTime() - FLIGHT_WATCH.pollHoursBefore * HOUR;
  if (now.getTime() < opens) return new Date(opens);
  return new Date(now.getTime() + pollIntervalMs(toArrival, opts.factor));
};

/** A new watch's first question: at once when its poll window is already open, else when it opens. */
export const firstFlightCheck = (opts: { now: Date; arrival: Date }) =>
  new Date(Math.max(opts.now.getTime(), opts.arrival.getTime() - FLIGHT_WATCH.pollHoursBefore * HOUR));

/** A flight's arrival times as flight-status services give them (gate 'in', runway 'on'). */
export type FlightArrivalTimes = {
  scheduledIn: Date | null;
  estimatedIn: Date | null;
  actualIn: Date | null;
  scheduledOn: Date | null;
  estimatedOn: Date | null;
  actualOn: Date | null;
};

/** The arrival as timetabled: at the gate, else on the runway. */
export const scheduledArrivalOf = (t: FlightArrivalTimes) => t.scheduledIn ?? t.scheduledOn;

/**
 * When the traveller is off the aircraft: the gate arrival (actual, else estimated), else the
 * runway's (actual, else estimated), else the timetable's; null when nothing is known.
 */
export const landingOf = (t: FlightArrivalTimes) =>
  t.actualIn ?? t.estimatedIn ?? t.actualOn ?? t.estimatedOn ?? t.scheduledIn ?? t.scheduledOn;

export type FlightState = 'scheduled' | 'delayed' | 'early' | 'landed' | 'cancelled' | 'unknown';

/** Whether a flight will be asked about again (flight_watches.state). */
export const isFinishedFlight = (state: FlightState) => state === 'landed' || state === 'cancelled';

/** The followed flight's state: cancelled, landed, or against its timetable (5 minutes either way is on time). */
export const flightStateOf = (cancelled: boolean, t: FlightArrivalTimes): FlightState => {
  if (cancelled) return 'cancelled';
  if (t.actualIn || t.actualOn) return 'landed';
  const scheduled = scheduledArrivalOf(t);
  const landing = landingOf(t);
  if (!scheduled || !landing) return landing ? 'scheduled' : 'unknown';
  const late = landing.getTime() - scheduled.getTime();
  if (late >= FLIGHT_WATCH.minMoveMinutes * MINUTE) return 'delayed';
  if (late <= -FLIGHT_WATCH.minMoveMinutes * MINUTE) return 'early';
  return 'scheduled';
};

/**
 * ICAO location prefixes of countries that have more than one (the first letters of an airport's
 * ICAO code): the United States (K, and P for Alaska, Hawaii and the Pacific territories), Canada,
 * Australia, China, Russia, Brazil, Japan, India and Indonesia. Elsewhere a country is its
 * code's first two letters (EG the United Kingdom, LF France, MM Mexico).
 */
const MULTI_PREFIX_COUNTRIES: [country: string, prefixes: RegExp][] = [
  ['US', /^(K|P[A-Z])/],
  ['CA', /^C/],
  ['AU', /^Y/],
  ['CN', /^Z[BGHJLPSUWY]/],
  ['RU', /^U[EHILNORSUW]/],
  ['BR', /^S[BDIJNSW]/],
  ['JP', /^R[JO]/],
  ['IN', /^V[AEIO]/],
  ['ID', /^W[AIQR]/],
];

/** The country an ICAO airport code is in (its prefix), or null when it is not an ICAO code. */
export const icaoCountryOf = (code: string | null | undefined) => {
  const icao = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z][A-Z0-9]{3}$/.test(icao)) return null;
  return MULTI_PREFIX_COUNTRIES.find(([, prefix]) => prefix.test(icao))?.[0] ?? icao.slice(0, 2);
};

/**
 * An international arrival takes the longer grace (immigration and customs): origin and
 * destination in different countries. Unknown on either side counts as domestic, the shorter
 * wait, since a chauffeur who is early waits at no one's cost but their own.
 */
export const isInternationalFlight = (
  originIcao: string | null | undefined,
  destinationIcao: string | null | undefined,
) => {
  const from = icaoCountryOf(originIcao);
  const to = icaoCountryOf(destinationIcao);
  return from !== null && to !== null && from !== to;
};

const ceilToMinute = (at: number) => Math.ceil(at / MINUTE) * MINUTE;

/**
 * The pickup a landing calls for: the landing plus the grace, on the whole minute. It is never
 * earlier than the pickup as booked less the grace (an early flight brings the chauffeur forward
 * by one grace at most: they planned their day around the booked time), nor in the past.
 */
export const pickupForLanding = (opts: { landing: Date; graceMinutes: number; bookedPickupAt: Date; now: Date }) => {
  const grace = opts.graceMinutes * MINUTE;
  const wanted = opts.landing.getTime() + grace;
  const earliest = Math.max(opts.bookedPickupAt.getTime() - grace, opts.now.getTime());
  return new Date(ceilToMinute(Math.max(wanted, earliest)));
};

/**
 * Whether the pickup moves, and to when: it moves when the landing calls for a pickup at least 5
 * minutes from the one it has now (or the one a refused move waits for); null when it stays.
 */
export const pickupMoveFor = (opts: {
  landing: Date;
  graceMinutes: number;
  bookedPickupAt: Date;
  currentPickupAt: Date;
  now: Date;
}): Date | null => {
  const target = pickupForLanding(opts);
  const change = Math.abs(target.getTime() - opts.currentPickupAt.getTime());
  return change < FLIGHT_WATCH.minMoveMinutes * MINUTE ? null : target;
};

/** What the flights' routes answer (the operator's landing time, decision 0031). */
export const FLIGHT_MESSAGES = {
  noFlight: 'This booking has no flight to follow.',
  landingNeeded: 'Please give the landing time: arrivedAt, or estimatedArrival.',
  landingFar: 'The landing time must be within a day of the booked pickup.',
  day: 'Please choose a day (YYYY-MM-DD)',
} as const;

/** Whether an operator's landing time is near enough the booked pickup to be this day's flight. */
export const isPlausibleLanding = (landing: Date, bookedPickupAt: Date) =>
  Math.abs(landing.getTime() - bookedPickupAt.getTime()) <= 24 * HOUR;
