import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import { type FleetForm, joinAmenities, luggageCapacityOf, splitAmenities } from '@ridedesk/domain/master-data/fleet';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as record from '../../lib/record-state.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { GarageLocationsService } from '../garage-locations/garage-locations.service.ts';
import { checkImage, type FleetImageStore } from './fleet-images.ts';
import * as repo from './fleets.repository.ts';

export const fleetImageUrl = (siteId: number, fileName: string) => `/api/fleet/image/${siteId}/${fileName}`;

const toFleetDto = (row: repo.FleetRow, names: { vehicleType?: string; garageName?: string }) => ({
  id: row.id,
  siteId: row.siteId,
  site: { id: row.siteId },
  vehicleTypeId: row.vehicleTypeId,
  vehicleType: names.vehicleType ?? null,
  nickName: row.nickName,
  vin: row.vin,
  color: row.color,
  make: row.make,
  model: row.model,
  year: row.year,
  seater: row.seater,
  luggageCapacity: row.luggageCapacity,
  amenties: row.amenties,
  notes: row.notes,
  licencePlate: row.licencePlate,
  garageLocationId: row.garageLocationId,
  garageLocation: row.garageLocationId ? { id: row.garageLocationId, garageName: names.garageName ?? null } : null,
  imageFileName: row.imageFileName,
  imageUrl: row.imageFileName ? fleetImageUrl(row.siteId, row.imageFileName) : null,
  ...record.recordStateOf(row),
});
export type FleetDto = ReturnType<typeof toFleetDto>;

const duplicateVin = () => new AppError(ERROR_CODES.duplicateVin, 409, MASTER_DATA_MESSAGES.duplicateVin);
const FLEET_NOT_FOUND = 'The fleet was not found';

const RECORDS = 'fleets';
/** What a read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;

/** Fleets: a provider's vehicles, their duplicate-VIN guard, pictures and enable/disable. */
export const createFleetsService = (
  db: Db,
  deps: {
    catalog: CatalogService;
    garages: GarageLocationsService;
    images: FleetImageStore;
    /** The back-office list reads here (the read replica when there is one; docs/scaling.md). */
    read?: Db;
  },
) => {
  const { catalog, garages, images } = deps;
  const read = deps.read ?? db;

  const withNames = async (rows: repo.FleetRow[]) => {
    if (rows.length === 0) return [];
    const siteId = rows[0].siteId;
    const [vehicleTypes, garageNames] = await Promise.all([
      catalog.masterNames(
        'vehicleType',
        rows.map((r) => r.vehicleTypeId),
      ),
      garages.namesOf(
        { siteId },
        rows.flatMap((r) => (r.garageLocationId ? [r.garageLocationId] : [])),
      ),
    ]);
    return rows.map((r) =>
      toFleetDto(r, {
        vehicleType: vehicleTypes.get(r.vehicleTypeId),
        garageName: r.garageLocationId ? garageNames.get(r.garageLocationId) : undefined,
      }),
    );
  };

  /**
   * The form's choices must be the site's own: a vehicle type and amenities it offers, a garage
   * it owns. Values the fleet already has stay acceptable after their record is disabled.
   */
  const validateChoices = async (siteId: number, form: FleetForm, current?: repo.FleetRow) => {
    if (
      form.vehicleTypeId !== current?.vehicleTypeId &&
      !(await catalog.isOffered('vehicleType', siteId, form.vehicleTypeId))
    )
      throw badRequest('Please choose the vehicle type', { vehicleTypeId: 'Please choose the vehicle type' });
    if (
      form.garageLocationId &&
      form.garageLocationId !== current?.garageLocationId &&
      !(await garages.exists({ siteId }, form.garageLocationId))
    )
      throw badRequest('Please choose a garage of this site', {
        garageLocationId: 'Please choose a garage of this site',
      });
    const offered = new Map((await catalog.offeredNames('amenity', siteId)).map((n) => [n.toLowerCase(), n]));
    for (const name of splitAmenities(current?.amenties)) offered.set(name.toLowerCase(), name);
    const chosen = splitAmenities(form.amenties);
    const unknown = chosen.filter((n) => !offered.has(n.toLowerCase()));
    if (unknown.length)
      throw badRequest(`Unknown amenity: ${unknown.join(', ')}`, {
        amenties: `Unknown amenity: ${unknown.join(', ')}`,
      });
    return joinAmenities(chosen.map((n) => offered.get(n.toLowerCase()) ?? n));
  };

  const valuesOf = (form: FleetForm, amenties: string): repo.FleetValues => ({
    vehicleTypeId: form.vehicleTypeId,
    nickName: form.nickName,
    vin: form.vin,
    color: form.color,
    make: form.make,
    model: form.model,
    year: form.year,
    seater: form.seater,
    luggageCapacity: luggageCapacityOf(form),
    amenties,
    notes: form.notes,
    licencePlate: form.licencePlate,
    garageLocationId: form.garageLocationId,
    imageFileName: form.imageFileName ?? null,
  });

  /** The unique index on (site, lower(vin)) is the final word when two saves race. */
  const vinRace = (error: unknown): never => {
    if (isUniqueViolation(error, 'fleets_site_vin_uq')) throw duplicateVin();
    throw error;
  };

  const fleetOrNotFound = async (siteId: number, id: number) => {
    const row = await repo.findFleet(db, siteId, id);
    if (!row) throw notFound(FLEET_NOT_FOUND);
    return row;
  };

  const answer = async (siteId: number, id: number) => (await withNames([await fleetOrNotFound(siteId, id)]))[0];

  return {
    list: async ({ siteId }: Ctx, filter: { isPublished?: boolean } = {}) =>
      withNames(await repo.listFleets(read, siteId, filter)),

    get: async ({ siteId }: Ctx, { id }: { id: number }) => answer(siteId, id),

    /** Fleets a price definition may name; price definitions (a later issue) narrow this. */
    forPriceDefinitions: async ({ siteId }: Ctx) => withNames(await repo.listFleets(db, siteId, { isPublished: true })),

    create: async (
      ctx: record.ChangeCtx,
      form: FleetForm & SaveFlags,
    ): Promise<{ fleet: FleetDto; wasFirst: boolean }> => {
      record.assertCanAdd(ctx, RECORDS);
      const { siteId, actor } = ctx;
      const amenties = await validateChoices(siteId, form);
      const { id, wasFirst } = await db
        .transaction(async (tx) => {
          if (await repo.isVinTaken(tx, siteId, form.vin)) throw duplicateVin();
          const wasFirst = (await repo.countFleets(tx, siteId)) === 0;
          const id = await repo.insertFleet(tx, siteId, {
            ...valuesOf(form, amenties),
            ...applySaveAction(null, saveActionOf(form)),
            createdBy: actor.userId,
          });
          return { id, wasFirst };
        })
        .catch(vinRace);
      return { fleet: await answer(siteId, id), wasFirst };
    },

    update: async ({ siteId, actor }: record.ChangeCtx, form: FleetForm & SaveFlags & { id: number }) => {
      record.assertSiteAdmin(actor, RECORDS);
      const { id } = form;
      const current = await fleetOrNotFound(siteId, id);
      const amenties = await validateChoices(siteId, form, current);
      await db
        .transaction(async (tx) => {
          const row = await repo.findFleet(tx, siteId, id);
          if (!row) throw notFound(FLEET_NOT_FOUND);
          if (await repo.isVinTaken(tx, siteId, form.vin, id)) throw duplicateVin();
          await repo.updateFleet(tx, siteId, id, {
            ...valuesOf(form, amenties),
            ...applySaveAction(row, saveActionOf(form)),
            updatedBy: actor.userId,
          });
        })
        .catch(vinRace);
      return answer(siteId, id);
    },

    /** Enable or disable (toggles without a flag); netUserId records who did it. */
    setEnabled: async ({ siteId, actor }: record.ChangeCtx, { id, isEnabled }: record.EnableChange) => {
      record.assertSiteAdmin(actor, RECORDS);
      await db.transaction(async (tx) => {
        const row = await repo.findFleet(tx, siteId, id);
        if (!row) throw notFound(FLEET_NOT_FOUND);
        await repo.updateFleet(tx, siteId, id, record.enabledChange(actor, row, isEnabled));
      });
      return answer(siteId, id);
    },

    isDuplicateVin: ({ siteId }: Ctx, { vin, exceptId }: { vin: string; exceptId?: number }) =>
      repo.isVinTaken(db, siteId, vin, exceptId),

    /** A picture for a fleet: an allowed image type whose bytes match, stored under the site. */
    uploadImage: async (ctx: record.ChangeCtx, upload: { fileName: string; data: Buffer }) => {
      record.assertCanAdd(ctx, RECORDS);
      const { siteId } = ctx;
      const image = checkImage(upload.fileName, upload.data);
      if (!image) throw badRequest(MASTER_DATA_MESSAGES.onlyImages, { file: MASTER_DATA_MESSAGES.onlyImages });
      const fileName = await images.save(siteId, image.ext, image.data);
      return { fileName, url: fleetImageUrl(siteId, fileName), message: MASTER_DATA_MESSAGES.validFile };
    },

    /** A fleet's picture, public: the site is the one its address names. */
    image: async ({ siteId }: Ctx, { fileName }: { fileName: string }) => {
      const image = await images.read(siteId, fileName);
      if (!image) throw notFound('The image was not found');
      return image;
    },

    count: ({ siteId }: Ctx) => repo.countFleets(db, siteId),

    /** Fleets per site and vehicle type (enabled and published only when activeOnly). */
    countsByVehicleType: (opts: { siteIds: number[] | null; activeOnly: boolean; vehicleTypeId?: number }) =>
      repo.fleetCountsByVehicleType(db, opts),
  };
};

export type FleetsService = ReturnType<typeof createFleetsService>;
