import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import { type GarageLocationForm, geocodeStatusOf } from '@ridedesk/domain/master-data/garage-location';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { person } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import * as repo from './garage-locations.repository.ts';

/**
 * Turns a garage address into coordinates. The geocoding adapter arrives with the booking
 * issue; until it is wired the coordinates stay empty and the garage answers geocodeStatus
 * 'pending'.
 */
export type GarageGeocoder = (address: string) => Promise<{ latitude: number; longitude: number } | null>;
export const noGeocoder: GarageGeocoder = async () => null;

const toGarageDto = (row: repo.GarageRow) => ({
  id: row.id,
  siteId: row.siteId,
  garageName: row.garageName,
  garageAddress: row.garageAddress,
  allowedDistanceValue: Number(row.allowedDistanceValue),
  allowedDistanceUnit: row.allowedDistanceUnit,
  surchargeCost: Number(row.surchargeCost),
  surchargeUnit: row.surchargeUnit,
  latitude: row.latitude,
  longitude: row.longitude,
  geocodeStatus: geocodeStatusOf(row.latitude, row.longitude),
  netUserId: row.netUserId,
  isEnabled: row.isEnabled,
  isDraft: row.isDraft,
  isPublished: row.isPublished,
  createdOn: row.createdOn,
  createdBy: person({ id: row.createdById, firstName: row.createdByFirstName }),
  updatedOn: row.updatedOn,
  updatedBy: person({ id: row.updatedById, firstName: row.updatedByFirstName }),
});
export type GarageDto = ReturnType<typeof toGarageDto>;

const assertSiteAdmin = (actor: Actor) => {
  if (actor.role !== ROLES.spAdmin && actor.role !== ROLES.superAdmin)
    throw forbidden('Only an administrator changes garage locations');
};

const GARAGE_NOT_FOUND = 'The garage location was not found';

/** Garage locations (areas of operation): site-owned records with draft, publish and enable. */
export const createGarageLocationsService = (db: Db, opts: { geocode?: GarageGeocoder } = {}) => {
  const geocode = opts.geocode ?? noGeocoder;

  const located = async (address: string) => {
    const point = await geocode(address);
    return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
  };

  return {
    list: async (siteId: number, filter: { isPublished?: boolean } = {}) =>
      (await repo.listGarages(db, siteId, filter)).map(toGarageDto),

    /** The fleet form's garage choices: enabled and published. */
    forFleets: async (siteId: number) => (await repo.listGarages(db, siteId, { activeOnly: true })).map(toGarageDto),

    create: async (
      actor: Actor,
      siteId: number,
      form: GarageLocationForm & SaveFlags,
    ): Promise<{ garage: GarageDto; wasFirst: boolean }> => {
      assertSiteAdmin(actor);
      if (!isProviderSiteId(siteId)) throw businessRule(MASTER_DATA_MESSAGES.chooseProviderSite);
      const point = await located(form.garageAddress);
      return db.transaction(async (tx) => {
        const wasFirst = (await repo.countGarages(tx, siteId)) === 0;
        const id = await repo.insertGarage(tx, siteId, {
          garageName: form.garageName,
          garageAddress: form.garageAddress,
          allowedDistanceValue: form.allowedDistanceValue,
          allowedDistanceUnit: form.allowedDistanceUnit,
          surchargeCost: form.surchargeCost,
          surchargeUnit: form.surchargeUnit,
          ...point,
          ...applySaveAction(null, saveActionOf(form)),
          createdBy: actor.userId,
        });
        return { garage: toGarageDto((await repo.findGarage(tx, siteId, id))!), wasFirst };
      });
    },

    update: async (actor: Actor, siteId: number, id: number, form: GarageLocationForm & SaveFlags) => {
      assertSiteAdmin(actor);
      const current = await repo.findGarage(db, siteId, id);
      if (!current) throw notFound(GARAGE_NOT_FOUND);
      // A changed address is located again; an unchanged one keeps its coordinates.
      const point =
        current.garageAddress === form.garageAddress
          ? { latitude: current.latitude, longitude: current.longitude }
          : await located(form.garageAddress);
      return db.transaction(async (tx) => {
        const row = await repo.findGarage(tx, siteId, id);
        if (!row) throw notFound(GARAGE_NOT_FOUND);
        await repo.updateGarage(tx, siteId, id, {
          garageName: form.garageName,
          garageAddress: form.garageAddress,
          allowedDistanceValue: form.allowedDistanceValue,
          allowedDistanceUnit: form.allowedDistanceUnit,
          surchargeCost: form.surchargeCost,
          surchargeUnit: form.surchargeUnit,
          ...point,
          ...applySaveAction(row, saveActionOf(form)),
          updatedBy: actor.userId,
        });
        return toGarageDto((await repo.findGarage(tx, siteId, id))!);
      });
    },

    /** Enable or disable (toggles without a flag); netUserId records who did it. */
    setEnabled: async (actor: Actor, siteId: number, id: number, isEnabled?: boolean) => {
      assertSiteAdmin(actor);
      return db.transaction(async (tx) => {
        const row = await repo.findGarage(tx, siteId, id);
        if (!row) throw notFound(GARAGE_NOT_FOUND);
        await repo.updateGarage(tx, siteId, id, {
          isEnabled: isEnabled ?? !row.isEnabled,
          netUserId: actor.userId,
          updatedBy: actor.userId,
        });
        return toGarageDto((await repo.findGarage(tx, siteId, id))!);
      });
    },

    /** Garage names by id, for the fleet list. */
    namesOf: async (siteId: number, ids: number[]) =>
      new Map(
        (await repo.listGarages(db, siteId, { ids: [...new Set(ids)] })).map((g) => [g.id, g.garageName] as const),
      ),

    exists: async (siteId: number, id: number) => Boolean(await repo.findGarage(db, siteId, id)),

    count: (siteId: number) => repo.countGarages(db, siteId),
  };
};

export type GarageLocationsService = ReturnType<typeof createGarageLocationsService>;
