/**
 * The knock-on of a moved pickup (issue 22 item 4): when a flight moves an airport pickup, the
 * chauffeur's and the car's next rides may no longer fit. A next ride fits when the moved ride's
 * end (its new drop-off), the drive from that drop-off to the next pickup and the site's
 * turnaround buffer all come before the next pickup. A ride that does not fit is flagged with a
 * fix the operator may apply: another chauffeur who is free, qualified and nearest, or another
 * free car of the same vehicle type. Pure rules: the API gives them the rides, the drive times
 * and the candidates; nothing here reads a clock or a database.
 */
import type { Check } from './ride-rules.ts';

export type KnockOnReason = 'chauffeur' | 'vehicle';

/** Rides that hold no one any more: they push nothing and are pushed by nothing. */
export const FINISHED_RIDE_STATUSES = ['completed', 'cancelled', 'no show'] as const;

export const isFinishedRide = (status: string) => (FINISHED_RIDE_STATUSES as readonly string[]).includes(status);

/** Statuses in which a ride may still be given to another chauffeur (dispatch's rule). */
export const REASSIGNABLE_STATUSES = ['scheduled', 'confirmed', 'assigned'] as const;

export const KNOCK_ON_MESSAGES = {
  notFlagged: 'This ride no longer needs another chauffeur: the board has changed. Please look again.',
  sameChauffeur: 'This chauffeur already has this ride.',
  chauffeurChanged: 'The ride was given to another chauffeur meanwhile. Please look again.',
  notReassignable: 'This ride has started or ended and keeps its chauffeur.',
} as const;

/** A ride of the day as the knock-on reads it: instants, its chauffeur and car. */
export type KnockOnRide = {
  bookingId: number;
  referenceId: string;
  status: string;
  chauffeurId: number | null;
  fleetId: number;
  pickupAt: Date;
  dropoffAt: Date;
  /** The end of what the ride holds: its drop-off plus the turnaround buffer. */
  endAt: Date;
  pickUpLocation: string;
  dropOffLocation: string;
};

/** A pickup a flight moved (pending false) or wants to move while the next ride holds the time (pending true). */
export type PickupMove = {
  bookingId: number;
  /** The pickup as booked, before any move. */
  originalPickupAt: Date;
  /** The pickup it has now (moved) or waits for (pending). */
  targetPickupAt: Date;
  pending: boolean;
};

/** The moved ride's drop-off: its booked length kept from the pickup it moves to. */
export const movedDropoff = (ride: Pick<KnockOnRide, 'pickupAt' | 'dropoffAt'>, move: PickupMove) =>
  new Date(ride.dropoffAt.getTime() + (move.targetPickupAt.getTime() - ride.pickupAt.getTime()));

/** A moved ride and one of the next rides it may push, with why (its chauffeur's or its car's). */
export type KnockOnPair = {
  reason: KnockOnReason;
  cause: KnockOnRide;
  next: KnockOnRide;
  /** Where the moved ride now ends (its new drop-off). */
  causeEndAt: Date;
};

const sameHolder = (reason: KnockOnReason, a: KnockOnRide, b: KnockOnRide) =>
  reason === 'chauffeur' ? a.chauffeurId !== null && a.chauffeurId === b.chauffeurId : a.fleetId === b.fleetId;

/**
 * For each moved pickup, its chauffeur's next ride and its car's next ride: the first ride of the
 * same chauffeur (car) that is not finished and picks up after the moved ride's earlier pickup
 * (as booked, or as moved when it moved earlier).
 */
export const knockOnPairs = (moves: PickupMove[], rides: KnockOnRide[]): KnockOnPair[] => {
  const pairs: KnockOnPair[] = [];
  for (const move of moves) {
    const cause = rides.find((r) => r.bookingId === move.bookingId);
    if (!cause || isFinishedRide(cause.status)) continue;
    const from = Math.min(move.originalPickupAt.getTime(), cause.pickupAt.getTime());
    const causeEndAt = movedDropoff(cause, move);
    for (const reason of ['chauffeur', 'vehicle'] as const) {
      const next = rides
        .filter(
          (r) =>
            r.bookingId !== cause.bookingId &&
            !isFinishedRide(r.status) &&
            sameHolder(reason, cause, r) &&
            r.pickupAt.getTime() > from,
        )
        .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime())[0];
      if (next) pairs.push({ reason, cause, next, causeEndAt });
    }
  }
  return pairs;
};

/**
 * Minutes the next ride would start late: the moved ride's end, plus the drive from its drop-off
 * to the next pickup, plus the turnaround buffer, past the next pickup. Zero or less: it fits.
 */
export const lateByMinutes = (input: {
  causeEndAt: Date;
  travelMinutes: number;
  bufferMinutes: number;
  nextPickupAt: Date;
}) => {
  const ready = input.causeEndAt.getTime() + (input.travelMinutes + input.bufferMinutes) * 60_000;
  return Math.ceil((ready - input.nextPickupAt.getTime()) / 60_000);
};

/** The fix offered for a flagged ride: a chauffeur (with how far they are) or a car; null when none fits. */
export type KnockOnSuggestion =
  | { chauffeurId: number; name: string; minutesAway: number | null }
  | { fleetId: number; name: string }
  | null;

export type KnockOnFlag = {
  /** The ride that no longer fits. */
  bookingId: number;
  reason: KnockOnReason;
  causeBookingId: number;
  causeReferenceId: string;
  lateByMinutes: number;
};

/** The pair's flag when the next ride no longer fits; null when it still does. */
export const flagOf = (pair: KnockOnPair, travelMinutes: number, bufferMinutes: number): KnockOnFlag | null => {
  const late = lateByMinutes({
    causeEndAt: pair.causeEndAt,
    travelMinutes,
    bufferMinutes,
    nextPickupAt: pair.next.pickupAt,
  });
  return late > 0
    ? {
        bookingId: pair.next.bookingId,
        reason: pair.reason,
        causeBookingId: pair.cause.bookingId,
        causeReferenceId: pair.cause.referenceId,
        lateByMinutes: late,
      }
    : null;
};

/**
 * One flag per ride and reason: a ride pushed by two moved rides keeps the later push. Chauffeur
 * flags come before car flags (the board's "needs attention" order), then by how late.
 */
export const mergeFlags = (flags: (KnockOnFlag | null)[]) => {
  const kept = new Map<string, KnockOnFlag>();
  for (const flag of flags) {
    if (!flag) continue;
    const key = `${flag.bookingId}:${flag.reason}`;
    const held = kept.get(key);
    if (!held || held.lateByMinutes < flag.lateByMinutes) kept.set(key, flag);
  }
  return [...kept.values()].sort(
    (a, b) =>
      Number(a.reason === 'vehicle') - Number(b.reason === 'vehicle') ||
      b.lateByMinutes - a.lateByMinutes ||
      a.bookingId - b.bookingId,
  );
};

/** Whether rides leave another ride's time free (its pickup to the end of its turnaround). */
export const freeOver = (
  ride: Pick<KnockOnRide, 'bookingId' | 'pickupAt' | 'endAt'>,
  theirs: Pick<KnockOnRide, 'bookingId' | 'status' | 'pickupAt' | 'endAt'>[],
) =>
  !theirs.some(
    (o) =>
      o.bookingId !== ride.bookingId &&
      !isFinishedRide(o.status) &&
      o.pickupAt.getTime() < ride.endAt.getTime() &&
      ride.pickupAt.getTime() < o.endAt.getTime(),
  );

export type Point = { latitude: number; longitude: number };

/** Where a chauffeur would set off toward a ride from, and what it is. */
export type StartingPoint = {
  kind: 'position' | 'previous-ride' | 'garage';
  address: string | null;
  point: Point | null;
};

/**
 * Where a chauffeur starts toward a ride: their last known position today, else the drop-off of
 * their ride that ends last before it, else the garage (the site's); null when none is known.
 */
export const startingPoint = (input: {
  position: Point | null;
  chauffeurId: number;
  ride: Pick<KnockOnRide, 'bookingId' | 'pickupAt'>;
  rides: KnockOnRide[];
  garage: { address: string; point: Point | null } | null;
}): StartingPoint | null => {
  if (input.position) return { kind: 'position', address: null, point: input.position };
  const previous = input.rides
    .filter(
      (r) =>
        r.chauffeurId === input.chauffeurId &&
        r.bookingId !== input.ride.bookingId &&
        r.status !== 'cancelled' &&
        r.dropoffAt.getTime() <= input.ride.pickupAt.getTime(),
    )
    .sort((a, b) => b.dropoffAt.getTime() - a.dropoffAt.getTime())[0];
  if (previous) return { kind: 'previous-ride', address: previous.dropOffLocation, point: null };
  return input.garage ? { kind: 'garage', address: input.garage.address, point: input.garage.point } : null;
};

/** A chauffeur who might take a flagged ride: whether they may (qualified and free) and how far they are. */
export type ChauffeurCandidate = { chauffeurId: number; name: string; fit: Check; minutesAway: number | null };

/**
 * The nearest chauffeur who fits: by minutes away (unknown last), then by name. Null when no
 * one fits: the flag says so and the operator decides.
 */
export const nearestChauffeur = (candidates: ChauffeurCandidate[]) =>
  candidates
    .filter((c) => c.fit.ok)
    .sort(
      (a, b) =>
        (a.minutesAway ?? Number.POSITIVE_INFINITY) - (b.minutesAway ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name),
    )
    .map((c) => ({ chauffeurId: c.chauffeurId, name: c.name, minutesAway: c.minutesAway }))[0] ?? null;

/** A car of the site as the car's fix reads it. */
export type CarCandidate = { fleetId: number; name: string; vehicleTypeId: number; enabled: boolean };

/**
 * Another car for a ride whose car is still on the moved ride: enabled, of the same vehicle
 * type, and with no ride over the flagged ride's time; the first by name. Null when none is free.
 */
export const freeCar = (
  ride: Pick<KnockOnRide, 'bookingId' | 'fleetId' | 'pickupAt' | 'endAt'> & { vehicleTypeId: number },
  cars: CarCandidate[],
  rides: KnockOnRide[],
) =>
  cars
    .filter(
      (c) =>
        c.enabled &&
        c.fleetId !== ride.fleetId &&
        c.vehicleTypeId === ride.vehicleTypeId &&
        freeOver(
          ride,
          rides.filter((r) => r.fleetId === c.fleetId),
        ),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ fleetId: c.fleetId, name: c.name }))[0] ?? null;
