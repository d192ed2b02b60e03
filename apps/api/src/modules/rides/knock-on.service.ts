/**
 * The knock-on of a moved pickup, assessed (issue 22 item 4): for each ride a flight moved or
 * wants to move, the chauffeur's and the car's next rides that no longer fit (the pure rule is
 * packages/domain/src/rides/knock-on.ts), each with its fix: the nearest free, qualified chauffeur
 * (minutes away), or a free car of the same type. It only reads; applying is knock-on-apply.ts.
 */
import {
  type ChauffeurCandidate,
  flagOf,
  freeCar,
  type KnockOnFlag,
  type KnockOnRide,
  type KnockOnSuggestion,
  knockOnPairs,
  mergeFlags,
  nearestChauffeur,
  startingPoint,
} from '@ridedesk/domain/rides/knock-on';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import type { ChauffeursService } from '../chauffeurs/chauffeurs.service.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import { fitOf, nameOf } from './dispatch-fit.ts';
import { pickupMovesOf } from './flights.read-model.ts';
import { positionsSince, siteCars, siteGarages } from './knock-on.read-model.ts';
import { type Place, rememberedTravel, type TravelMinutes } from './knock-on-travel.ts';
import type { RideDto } from './ride-dto.ts';

/** The turnaround when the site has not set one (db/seed/reference.ts, setting 3). */
const DEFAULT_TURNAROUND_MINUTES = 30;

/** A flagged ride with its fix, as the dispatch board and the apply read it. */
export type KnockOn = KnockOnFlag & { referenceId: string; suggestion: KnockOnSuggestion };

const toKnockOnRide = (r: RideDto): KnockOnRide => ({
  bookingId: r.bookingId,
  referenceId: r.referenceId,
  status: r.status,
  chauffeurId: r.chauffeurId,
  fleetId: r.fleetId,
  pickupAt: new Date(r.pickupAt),
  dropoffAt: new Date(r.dropoffAt),
  endAt: new Date(r.endAt),
  pickUpLocation: r.pickUpLocation,
  dropOffLocation: r.dropOffLocation,
});

const pickupOf = (r: RideDto): Place => ({
  address: r.pickUpLocation,
  point:
    r.pickupLatitude !== null && r.pickupLongitude !== null
      ? { latitude: r.pickupLatitude, longitude: r.pickupLongitude }
      : null,
});

/** The start of a ride's local day ('YYYY-MM-DD' at its pickup offset), as an instant. */
export const localDayStart = (ride: Pick<RideDto, 'localPickup' | 'pickupOffset'>) =>
  new Date(Date.parse(`${ride.localPickup.slice(0, 10)}T00:00:00Z`) - ride.pickupOffset * 60_000);

const turnaroundOf = async (db: Db, siteId: number) => {
  const minutes = Number.parseInt(
    String((await siteSettingValue(db, siteId, SETTING_NAMES.turnaroundBufferMinutes)) ?? ''),
    10,
  );
  return Number.isInteger(minutes) && minutes >= 0 ? minutes : DEFAULT_TURNAROUND_MINUTES;
};

export const createKnockOnService = (deps: {
  db: Db;
  chauffeurs: Pick<ChauffeursService, 'profiles'>;
  travelMinutes: TravelMinutes;
}) => {
  const { db } = deps;

  /**
   * The flags among `rides` (every ride around the day, so that a next ride and its candidates'
   * other rides are all in view), chauffeur flags first, each with its fix.
   */
  const assess = async (siteId: number, rides: RideDto[]): Promise<KnockOn[]> => {
    const moves = await pickupMovesOf(
      db,
      siteId,
      rides.map((r) => r.bookingId),
    );
    if (moves.length === 0) return [];
    const travel = rememberedTravel(deps.travelMinutes);
    const byId = new Map(rides.map((r) => [r.bookingId, r]));
    const plain = rides.map(toKnockOnRide);
    const bufferMinutes = await turnaroundOf(db, siteId);
    const pairs = knockOnPairs(moves, plain);
    const flags = mergeFlags(
      await Promise.all(
        pairs.map(async (pair) => {
          const next = byId.get(pair.next.bookingId) as RideDto;
          const drive = await travel(
            { address: pair.cause.dropOffLocation, point: null },
            pickupOf(next),
            pair.causeEndAt,
          );
          // A drive no one can say counts as none: the flag then rests on the end and the turnaround alone.
          return flagOf(pair, drive ?? 0, bufferMinutes);
        }),
      ),
    );
    if (flags.length === 0) return [];

    const [profiles, cars, garages] = await Promise.all([
      deps.chauffeurs.profiles(siteId),
      siteCars(db, siteId),
      siteGarages(db, siteId),
    ]);
    const positionsByDay = new Map<number, Awaited<ReturnType<typeof positionsSince>>>();
    const positionsOn = async (ride: RideDto) => {
      const since = localDayStart(ride);
      let found = positionsByDay.get(since.getTime());
      if (!found) {
        found = await positionsSince(db, siteId, since);
        positionsByDay.set(since.getTime(), found);
      }
      return found;
    };
    const garageOf = (ride: RideDto) => {
      const own = cars.find((c) => c.fleetId === ride.fleetId)?.garageLocationId;
      const garage = garages.find((g) => g.id === own) ?? garages[0];
      if (!garage) return null;
      return {
        address: garage.address,
        point:
          garage.latitude !== null && garage.longitude !== null
            ? { latitude: garage.latitude, longitude: garage.longitude }
            : null,
      };
    };

    const chauffeurFix = async (flag: KnockOnFlag, ride: RideDto) => {
      const cause = byId.get(flag.causeBookingId);
      const positions = await positionsOn(ride);
      const candidates: ChauffeurCandidate[] = await Promise.all(
        profiles
          .filter((p) => p.userId !== ride.chauffeurId && p.userId !== cause?.chauffeurId)
          .map(async (p) => {
            const fit = fitOf(p, ride, rides);
            const seen = positions.find((x) => x.chauffeurId === p.userId);
            const from = fit.ok
              ? startingPoint({
                  position: seen ? { latitude: seen.latitude, longitude: seen.longitude } : null,
                  chauffeurId: p.userId,
                  ride: toKnockOnRide(ride),
                  rides: plain,
                  garage: garageOf(ride),
                })
              : null;
            const minutesAway = from ? await travel(from, pickupOf(ride), new Date(ride.pickupAt)) : null;
            return { chauffeurId: p.userId, name: nameOf(p), fit, minutesAway };
          }),
      );
      return nearestChauffeur(candidates);
    };

    const carFix = (ride: RideDto) =>
      freeCar(
        { ...toKnockOnRide(ride), vehicleTypeId: ride.vehicleTypeId },
        cars.map((c) => ({
          fleetId: c.fleetId,
          name: c.name,
          vehicleTypeId: c.vehicleTypeId,
          enabled: c.enabled && c.published,
        })),
        plain,
      );

    return Promise.all(
      flags.map(async (flag) => {
        const ride = byId.get(flag.bookingId) as RideDto;
        const suggestion = flag.reason === 'chauffeur' ? await chauffeurFix(flag, ride) : carFix(ride);
        return { ...flag, referenceId: ride.referenceId, suggestion };
      }),
    );
  };

  return { assess };
};

export type KnockOnService = ReturnType<typeof createKnockOnService>;
