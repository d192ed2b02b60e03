/**
 * The 'flight-watch' job (every minute on the job queue, decision 0031): opens a watch for every
 * live booking with a flight whose pickup is within 30 hours, asks the flight-status service about
 * the watches that are due (none without one: manual), records what it says, and moves the pickup
 * when the landing calls for it; moves the database refused are tried again each run.
 */
import { flightLabel } from '@ridedesk/domain/booking/flight-number';
import {
  AIRPORT_GRACE_DEFAULTS,
  FLIGHT_WATCH,
  type FlightState,
  firstFlightCheck,
  flightStateOf,
  graceMinutesFor,
  isFinishedFlight,
  isInternationalFlight,
  landingOf,
  nextFlightCheck,
  parseGraceMinutes,
  pickupForLanding,
  pickupMoveFor,
  scheduledArrivalOf,
} from '@ridedesk/domain/rides/flights';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  FlightSourceError,
  type FlightStatus,
  type FlightStatusSource,
} from '../../integrations/flights/flight-status-source.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import type { FlightMoves, MoveOutcome } from './flight-moves.ts';
import { bookingsToWatch, FOLLOWED_STATUSES, flightBookingOf, MOVABLE_STATUSES } from './flights.read-model.ts';
import * as repo from './flights.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Watches asked about in one run: a minute's work at most, the rest in the next run. */
const POLLS_PER_RUN = 50;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** The site's airport grace settings (AirportGraceDomesticMinutes, AirportGraceInternationalMinutes). */
export const airportGraceOf = async (db: Db, siteId: number) => ({
  domestic: parseGraceMinutes(
    await siteSettingValue(db, siteId, SETTING_NAMES.airportGraceDomesticMinutes),
    AIRPORT_GRACE_DEFAULTS.domestic,
  ),
  international: parseGraceMinutes(
    await siteSettingValue(db, siteId, SETTING_NAMES.airportGraceInternationalMinutes),
    AIRPORT_GRACE_DEFAULTS.international,
  ),
});

/** What a landing does to the pickup: moves it, keeps a refused move waiting, or forgets one no longer wanted. */
export const followLanding = async (
  deps: { db: Db; moves: FlightMoves },
  watch: repo.WatchRow,
  landing: { at: Date; international: boolean; now: Date },
): Promise<MoveOutcome> => {
  const booking = await flightBookingOf(deps.db, watch.siteId, watch.bookingId);
  if (!booking || !MOVABLE_STATUSES.includes(booking.status)) return 'not-movable';
  const grace = graceMinutesFor(landing.international, await airportGraceOf(deps.db, watch.siteId));
  const rule = { landing: landing.at, graceMinutes: grace, bookedPickupAt: watch.originalPickupAt, now: landing.now };
  const target = pickupMoveFor({ ...rule, currentPickupAt: booking.pickupAt });
  if (!target) {
    if (watch.pendingPickupAt) await deps.moves.dropPending(watch.siteId, watch.bookingId, landing.now);
    return 'unchanged';
  }
  // A move already waiting for about the same time is tried again as it is (no churn of notices).
  const wanted = pickupForLanding(rule);
  const pending = watch.pendingPickupAt;
  const pickupAt =
    pending && Math.abs(pending.getTime() - wanted.getTime()) < FLIGHT_WATCH.minMoveMinutes * MINUTE ? pending : target;
  return deps.moves.apply({
    siteId: watch.siteId,
    bookingId: watch.bookingId,
    pickupAt,
    landing: landing.at,
    now: landing.now,
  });
};

export const createFlightWatch = (deps: {
  db: Db;
  source: FlightStatusSource | null;
  moves: FlightMoves;
  now: () => Date;
  /** Scales the poll intervals (FLIGHT_POLL_FACTOR). */
  pollFactor?: number;
  log?: Log;
}) => {
  const { db, source } = deps;
  const log: Log = deps.log ?? { warn: () => {}, error: () => {} };
  const factor = deps.pollFactor ?? 1;

  /** A watch for each booking with a flight and a pickup within 30 hours that has none yet. */
  const open = async (now: Date) => {
    const rows = await bookingsToWatch(db, now, new Date(now.getTime() + FLIGHT_WATCH.opensHoursAhead * HOUR));
    const watches: repo.NewWatch[] = [];
    for (const row of rows) {
      if (!row.airline || !row.flightNumber) continue;
      // Until the service says, the flight lands one domestic grace before the booked pickup.
      const grace = (await airportGraceOf(db, row.siteId)).domestic;
      const arrival = new Date(row.pickupAt.getTime() - grace * MINUTE);
      watches.push({
        siteId: row.siteId,
        bookingId: row.bookingId,
        airline: row.airline,
        flightNumber: row.flightNumber,
        scheduledArrival: arrival,
        originalPickupAt: row.pickupAt,
        source: source ? 'aeroapi' : 'manual',
        nextCheckAt: source ? firstFlightCheck({ now, arrival }) : null,
        createdOn: now,
      });
    }
    await db.transaction((tx) => repo.insertWatches(tx, watches));
    return watches.length;
  };

  /** Records what the service said of the flight; answers the landing to follow, if any. */
  const record = async (watch: repo.WatchRow, flight: FlightStatus, now: Date) => {
    const state: FlightState = flightStateOf(flight.cancelled, flight.times);
    const landing = landingOf(flight.times);
    const scheduled = scheduledArrivalOf(flight.times) ?? watch.scheduledArrival;
    const actual = flight.times.actualIn ?? flight.times.actualOn;
    const international = isInternationalFlight(flight.origin?.icao, flight.destination?.icao);
    await db.transaction((tx) =>
      repo.updateWatch(tx, watch.siteId, watch.bookingId, {
        scheduledArrival: scheduled,
        estimatedArrival: actual ? null : landing,
        actualArrival: actual,
        state,
        international,
        origin: flight.origin?.iata ?? flight.origin?.icao ?? null,
        lastCheckedOn: now,
        lastError: null,
        nextCheckAt: nextFlightCheck({
          now,
          arrival: landing ?? scheduled ?? now,
          finished: isFinishedFlight(state),
          factor,
        }),
        updatedOn: now,
      }),
    );
    return landing && state !== 'cancelled' ? { at: landing, international } : null;
  };

  /** Asks about one due watch and follows its landing. */
  const poll = async (watch: repo.WatchRow, now: Date) => {
    const booking = await flightBookingOf(db, watch.siteId, watch.bookingId);
    const expected = watch.scheduledArrival ?? watch.originalPickupAt;
    if (!source || !booking || !FOLLOWED_STATUSES.includes(booking.status)) {
      // Cancelled, finished or not followed by a service: nothing more to ask.
      await db.transaction((tx) =>
        repo.updateWatch(tx, watch.siteId, watch.bookingId, { nextCheckAt: null, updatedOn: now }),
      );
      return;
    }
    const label = flightLabel({ airline: watch.airline, flightNumber: watch.flightNumber });
    let flight: FlightStatus | null;
    try {
      flight = await source.flightNear({
        airline: watch.airline,
        flightNumber: watch.flightNumber,
        expectedArrival: expected,
        now,
      });
    } catch (error) {
      if (!(error instanceof FlightSourceError)) throw error;
      // Throttled: as long as it asked; otherwise at the usual pace (a wrong key is a setting to fix).
      const next = error.retryAfterSeconds
        ? new Date(now.getTime() + error.retryAfterSeconds * 1000)
        : nextFlightCheck({ now, arrival: watch.estimatedArrival ?? expected, finished: false, factor });
      log.warn({ err: error, bookingId: watch.bookingId, flight: label }, 'flight status not read');
      await db.transaction((tx) =>
        repo.updateWatch(tx, watch.siteId, watch.bookingId, {
          lastError: error.message,
          lastCheckedOn: now,
          nextCheckAt: next,
          updatedOn: now,
        }),
      );
      return;
    }
    if (!flight) {
      await db.transaction((tx) =>
        repo.updateWatch(tx, watch.siteId, watch.bookingId, {
          state: 'unknown',
          lastError: `The flight-status service does not know ${label} around ${expected.toISOString()}`,
          lastCheckedOn: now,
          nextCheckAt: nextFlightCheck({ now, arrival: expected, finished: false, factor }),
          updatedOn: now,
        }),
      );
      return;
    }
    const landing = await record(watch, flight, now);
    if (landing) await followLanding({ db, moves: deps.moves }, watch, { ...landing, now });
  };

  /** Moves the database refused, tried again (the watches polled this run were tried by their poll). */
  const retryPending = async (now: Date, skip: Set<string>, siteId?: number) => {
    let applied = 0;
    for (const watch of await repo.pendingWatches(db, siteId)) {
      // A move waits only for a landing recorded on its watch (polled or set by hand).
      const landing = watch.actualArrival ?? watch.estimatedArrival;
      if (skip.has(`${watch.siteId}:${watch.bookingId}`) || !landing) continue;
      const at = { at: landing, international: watch.international, now };
      if ((await followLanding({ db, moves: deps.moves }, watch, at)) === 'moved') applied++;
    }
    return applied;
  };

  return {
    /** One run of the job. */
    run: async () => {
      const now = deps.now();
      const opened = await open(now);
      const polled = new Set<string>();
      for (const watch of await repo.dueWatches(db, now, POLLS_PER_RUN)) {
        polled.add(`${watch.siteId}:${watch.bookingId}`);
        try {
          await poll(watch, now);
        } catch (error) {
          // One flight's failure does not stop the others; it is asked again next run.
          log.error({ err: error, bookingId: watch.bookingId }, 'flight watch failed');
        }
      }
      const applied = await retryPending(now, polled);
      return { opened, polled: polled.size, applied };
    },
    /** Moves waiting on one site, tried now (dispatch calls it once it freed the time). */
    applyPendingMoves: async (siteId: number) => retryPending(deps.now(), new Set(), siteId),
    open,
  };
};

export type FlightWatch = ReturnType<typeof createFlightWatch>;
