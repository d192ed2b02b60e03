/**
 * Airport pickups that follow the flight (issue 22 item 3, decision 0031): the day's followed
 * flights for the board, the operator's landing time (manual mode, or a correction), moves the
 * database refused applied once dispatch freed the time, and the 'flight-watch' job's run.
 */
import { flightLabel } from '@ridedesk/domain/booking/flight-number';
import { FLIGHT_MESSAGES, firstFlightCheck, flightStateOf, isPlausibleLanding } from '@ridedesk/domain/rides/flights';
import type { Db } from '../../db/client.ts';
import type { FlightStatusSource } from '../../integrations/flights/flight-status-source.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { createFlightMoves, type MoveOutcome, type Publish } from './flight-moves.ts';
import { createFlightNotices } from './flight-notices.ts';
import { airportGraceOf, createFlightWatch, followLanding } from './flight-watch.ts';
import { type FlightBooking, type FollowedFlightRow, flightBookingOf, followedFlights } from './flights.read-model.ts';
import * as repo from './flights.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wall clock at the pickup, 'YYYY-MM-DDTHH:mm'. */
const localClock = (at: Date, offsetMinutes: number) =>
  new Date(at.getTime() + offsetMinutes * MINUTE).toISOString().slice(0, 16);

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

type RideOfFlight = Pick<FollowedFlightRow, 'referenceId' | 'status' | 'pickupAt' | 'pickupOffset' | 'chauffeurId'> & {
  pickUpLocation: string;
  chauffeurFirstName: string | null;
  chauffeurLastName: string | null;
};

/** A followed flight as the board and the ride's drawer read it. */
const toFlightDto = (
  watch: repo.WatchRow | null,
  ride: RideOfFlight & { bookingId: number; airline: string; flightNumber: string },
) => ({
  bookingId: ride.bookingId,
  referenceId: ride.referenceId,
  status: ride.status,
  airline: ride.airline,
  flightNumber: ride.flightNumber,
  flight: flightLabel({ airline: ride.airline, flightNumber: ride.flightNumber }),
  /** False while the pickup is more than 30 hours away (no watch yet). */
  followed: watch !== null,
  source: watch?.source ?? null,
  state: watch?.state ?? 'scheduled',
  international: watch?.international ?? false,
  origin: watch?.origin ?? null,
  scheduledArrival: iso(watch?.scheduledArrival),
  estimatedArrival: iso(watch?.estimatedArrival),
  actualArrival: iso(watch?.actualArrival),
  /** The pickup as booked; the one it has now; a move the database refused (the next ride holds the time). */
  originalPickupAt: iso(watch?.originalPickupAt ?? ride.pickupAt),
  pickupAt: ride.pickupAt.toISOString(),
  localPickup: localClock(ride.pickupAt, ride.pickupOffset),
  movedPickupAt: iso(watch?.movedPickupAt),
  pendingPickupAt: iso(watch?.pendingPickupAt),
  pickUpLocation: ride.pickUpLocation,
  chauffeurId: ride.chauffeurId,
  chauffeurName: ride.chauffeurId ? `${ride.chauffeurFirstName ?? ''} ${ride.chauffeurLastName ?? ''}`.trim() : null,
  lastCheckedOn: iso(watch?.lastCheckedOn),
  nextCheckAt: iso(watch?.nextCheckAt),
  lastError: watch?.lastError ?? null,
});

export type FlightDto = ReturnType<typeof toFlightDto>;

const dtoOfBooking = (watch: repo.WatchRow | null, b: FlightBooking) =>
  toFlightDto(watch, {
    ...b,
    airline: b.airline ?? '',
    flightNumber: b.flightNumber ?? '',
  });

export const createFlightsService = (deps: {
  db: Db;
  /** FlightAware (or the local flight server); null: manual, the operator sets the landing time. */
  source: FlightStatusSource | null;
  mail: Pick<MailService, 'prepare' | 'enqueue'>;
  sms: Pick<SmsService, 'enqueue' | 'enqueueRideText'>;
  publish: Publish;
  siteOrigin: (siteId: number) => Promise<string>;
  now: () => Date;
  pollFactor?: number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}) => {
  const { db } = deps;
  const notices = createFlightNotices({ mail: deps.mail, sms: deps.sms, siteOrigin: deps.siteOrigin });
  const moves = createFlightMoves({ db, notices, publish: deps.publish, log: deps.log });
  const watch = createFlightWatch({
    db,
    source: deps.source,
    moves,
    now: deps.now,
    pollFactor: deps.pollFactor,
    log: deps.log,
  });

  const bookingWithFlight = async (siteId: number, bookingId: number) => {
    const booking = await flightBookingOf(db, siteId, bookingId);
    if (!booking) throw notFound('Booking not found');
    if (!booking.airline || !booking.flightNumber) throw conflict(FLIGHT_MESSAGES.noFlight);
    return { ...booking, airline: booking.airline, flightNumber: booking.flightNumber };
  };

  /** The booking's watch, opened now if its pickup is still too far off to have one. */
  const watchFor = async (b: FlightBooking & { airline: string; flightNumber: string }, now: Date) => {
    const grace = (await airportGraceOf(db, b.siteId)).domestic;
    const arrival = new Date(b.pickupAt.getTime() - grace * MINUTE);
    await db.transaction((tx) =>
      repo.insertWatches(tx, [
        {
          siteId: b.siteId,
          bookingId: b.bookingId,
          airline: b.airline,
          flightNumber: b.flightNumber,
          scheduledArrival: arrival,
          originalPickupAt: b.pickupAt,
          source: deps.source ? 'aeroapi' : 'manual',
          nextCheckAt: deps.source ? firstFlightCheck({ now, arrival }) : null,
          createdOn: now,
        },
      ]),
    );
    const found = await repo.watchOf(db, b.siteId, b.bookingId);
    if (!found) throw new Error(`no flight watch for booking ${b.bookingId}`);
    return found;
  };

  return {
    /** 'aeroapi' when flights are polled; 'manual' when the operator sets the landing time. */
    mode: deps.source ? ('aeroapi' as const) : ('manual' as const),

    /** The job's run (jobs/background-jobs.ts 'flight-watch'). */
    runWatch: watch.run,

    /** Moves waiting on the site, tried now: dispatch calls it once the operator fixed the next ride. */
    applyPendingMoves: watch.applyPendingMoves,

    /** The site's followed flights whose ride picks up on the local day, or one booking's flight. */
    list: async (ctx: UseCaseContext<Actor>, query: { date?: string; bookingId?: number }) => {
      if (query.bookingId !== undefined) {
        const booking = await flightBookingOf(db, ctx.siteId, query.bookingId);
        if (!booking) throw notFound('Booking not found');
        if (!booking.airline || !booking.flightNumber) return [];
        return [dtoOfBooking((await repo.watchOf(db, ctx.siteId, booking.bookingId)) ?? null, booking)];
      }
      if (!query.date) throw badRequest(FLIGHT_MESSAGES.day, { date: FLIGHT_MESSAGES.day });
      const start = new Date(`${query.date}T00:00:00Z`);
      const rows = await followedFlights(
        db,
        ctx.siteId,
        new Date(start.getTime() - 14 * HOUR),
        new Date(start.getTime() + 38 * HOUR),
      );
      return rows
        .map((r) =>
          toFlightDto(r.watch, {
            ...r,
            bookingId: r.watch.bookingId,
            airline: r.watch.airline,
            flightNumber: r.watch.flightNumber,
          }),
        )
        .filter((f) => f.localPickup.slice(0, 10) === query.date);
    },

    /**
     * The operator's landing time (manual mode, or a correction): recorded on the flight, and the
     * pickup follows it as a polled one would (landing plus the grace, told, refused moves kept).
     */
    setArrival: async (
      ctx: UseCaseContext<Actor>,
      input: { bookingId: number; arrivedAt?: Date; estimatedArrival?: Date },
    ): Promise<FlightDto & { outcome: MoveOutcome }> => {
      const landing = input.arrivedAt ?? input.estimatedArrival;
      if (!landing) throw badRequest(FLIGHT_MESSAGES.landingNeeded, { arrivedAt: FLIGHT_MESSAGES.landingNeeded });
      const booking = await bookingWithFlight(ctx.siteId, input.bookingId);
      const booked = (await repo.watchOf(db, ctx.siteId, booking.bookingId))?.originalPickupAt ?? booking.pickupAt;
      if (!isPlausibleLanding(landing, booked))
        throw badRequest(FLIGHT_MESSAGES.landingFar, { arrivedAt: FLIGHT_MESSAGES.landingFar });
      const current = await watchFor(booking, ctx.now);
      const landed = input.arrivedAt !== undefined;
      const state = landed
        ? 'landed'
        : flightStateOf(false, {
            scheduledIn: current.scheduledArrival,
            estimatedIn: landing,
            actualIn: null,
            scheduledOn: null,
            estimatedOn: null,
            actualOn: null,
          });
      await db.transaction((tx) =>
        repo.updateWatch(tx, ctx.siteId, booking.bookingId, {
          estimatedArrival: landed ? null : landing,
          actualArrival: landed ? landing : null,
          state,
          lastCheckedOn: ctx.now,
          lastError: null,
          // A landed flight is not asked about again; otherwise a polled one keeps its pace.
          ...(landed ? { nextCheckAt: null } : {}),
          updatedOn: ctx.now,
        }),
      );
      const updated = (await repo.watchOf(db, ctx.siteId, booking.bookingId)) ?? current;
      const outcome = await followLanding({ db, moves }, updated, {
        at: landing,
        international: updated.international,
        now: ctx.now,
      });
      const after = (await flightBookingOf(db, ctx.siteId, booking.bookingId)) ?? booking;
      return { ...dtoOfBooking((await repo.watchOf(db, ctx.siteId, booking.bookingId)) ?? updated, after), outcome };
    },
  };
};

export type FlightsService = ReturnType<typeof createFlightsService>;
