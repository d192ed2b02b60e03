import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import { type GarageLocationForm, geocodeStatusOf } from '@ridedesk/domain/master-data/garage-location';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as record from '../../lib/record-state.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
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
  ...record.recordStateOf(row),
});
export type GarageDto = ReturnType<typeof toGarageDto>;

const RECORDS = 'garage locations';
/** What a read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;
const GARAGE_NOT_FOUND = 'The garage location was not found';

/** Garage locations (areas of operation): site-owned records with draft, publish and enable. */
export const createGarageLocationsService = (db: Db, opts: { geocode?: GarageGeocoder } = {}) => {
  const geocode = opts.geocode ?? noGeocoder;

  const located = async (address: string) => {
    const point = await geocode(address);
    return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
  };

  const valuesOf = (form: GarageLocationForm) => ({
    garageName: form.garageName,
    garageAddress: form.garageAddress,
    allowedDistanceValue: form.allowedDistanceValue,
    allowedDistanceUnit: form.allowedDistanceUnit,
    surchargeCost: form.surchargeCost,
    surchargeUnit: form.surchargeUnit,
  });

  /** Changes a garage of the site in one transaction and answers it as it now reads. */
  const change = (
    siteId: number,
    id: number,
    values: (row: repo.GarageRow) => Parameters<typeof repo.updateGarage>[3],
  ) =>
    db.transaction(async (tx) => {
      const row = await repo.findGarage(tx, siteId, id);
      if (!row) throw notFound(GARAGE_NOT_FOUND);
      await repo.updateGarage(tx, siteId, id, values(row));
      return toGarageDto((await repo.findGarage(tx, siteId, id))!);
    });

  return {
    list: async ({ siteId }: Ctx, filter: { isPublished?: boolean } = {}) =>
      (await repo.listGarages(db, siteId, filter)).map(toGarageDto),

    /** The fleet form's garage choices: enabled and published. */
    forFleets: async ({ siteId }: Ctx) => (await repo.listGarages(db, siteId, { activeOnly: true })).map(toGarageDto),

    create: async (
      ctx: record.ChangeCtx,
      form: GarageLocationForm & SaveFlags,
    ): Promise<{ garage: GarageDto; wasFirst: boolean }> => {
      record.assertCanAdd(ctx, RECORDS);
      const { siteId, actor } = ctx;
      const point = await located(form.garageAddress);
      return db.transaction(async (tx) => {
        const wasFirst = (await repo.countGarages(tx, siteId)) === 0;
        const id = await repo.insertGarage(tx, siteId, {
          ...valuesOf(form),
          ...point,
          ...applySaveAction(null, saveActionOf(form)),
          createdBy: actor.userId,
        });
        return { garage: toGarageDto((await repo.findGarage(tx, siteId, id))!), wasFirst };
      });
    },

    update: async ({ siteId, actor }: record.ChangeCtx, form: GarageLocationForm & SaveFlags & { id: number }) => {
      record.assertSiteAdmin(actor, RECORDS);
      const current = await repo.findGarage(db, siteId, form.id);
      if (!current) throw notFound(GARAGE_NOT_FOUND);
      // A changed address is located again; an unchanged one keeps its coordinates.
      const point =
        current.garageAddress === form.garageAddress
          ? { latitude: current.latitude, longitude: current.longitude }
          : await located(form.garageAddress);
      return change(siteId, form.id, (row) => ({
        ...valuesOf(form),
        ...point,
        ...applySaveAction(row, saveActionOf(form)),
        updatedBy: actor.userId,
      }));
    },

    /** Enable or disable (toggles without a flag); netUserId records who did it. */
    setEnabled: async ({ siteId, actor }: record.ChangeCtx, { id, isEnabled }: record.EnableChange) => {
      record.assertSiteAdmin(actor, RECORDS);
      return change(siteId, id, (row) => record.enabledChange(actor, row, isEnabled));
    },

    /** Garage names by id, for the fleet list. */
    namesOf: async ({ siteId }: Ctx, ids: number[]) =>
      new Map(
        (await repo.listGarages(db, siteId, { ids: [...new Set(ids)] })).map((g) => [g.id, g.garageName] as const),
      ),

    exists: async ({ siteId }: Ctx, id: number) => Boolean(await repo.findGarage(db, siteId, id)),

    count: ({ siteId }: Ctx) => repo.countGarages(db, siteId),
  };
};

export type GarageLocationsService = ReturnType<typeof createGarageLocationsService>;
