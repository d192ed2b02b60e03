import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { and, asc, count, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { updateSiteRow } from '../../db/rows.ts';
import { fleets } from './fleets.schema.ts';

const selectFleets = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, fleets)
    .where(where)
    .orderBy(asc(sql`lower(${fleets.nickName})`), asc(fleets.id));

/** Offered to travellers: enabled and published. */
const active = and(eq(fleets.isEnabled, true), eq(fleets.isPublished, true));

export const listFleets = (db: Tx, siteId: number, opts: { isPublished?: boolean } = {}) =>
  selectFleets(
    db,
    and(
      eq(fleets.siteId, siteId),
      opts.isPublished === undefined ? undefined : eq(fleets.isPublished, opts.isPublished),
    ),
  );

export const findFleet = async (db: Tx, siteId: number, id: number) =>
  (await selectFleets(db, and(eq(fleets.siteId, siteId), eq(fleets.id, id))))[0];

export type FleetRow = NonNullable<Awaited<ReturnType<typeof findFleet>>>;

export type FleetValues = {
  vehicleTypeId: number;
  nickName: string;
  vin: string;
  color: string;
  make: string;
  model: string;
  year: number;
  seater: number;
  luggageCapacity: number;
  amenties: string;
  notes: string | null;
  licencePlate?: string | null;
  garageLocationId: number | null;
  imageFileName: string | null;
};

export const insertFleet = async (
  db: Tx,
  siteId: number,
  values: FleetValues & { isDraft: boolean; isPublished: boolean; createdBy: number },
) =>
  (
    await db
      .insert(fleets)
      .values({ ...values, siteId })
      .returning({ id: fleets.id })
  )[0].id;

export const updateFleet = (db: Tx, siteId: number, id: number, values: Partial<FleetValues> & PublicationChange) =>
  updateSiteRow(db, fleets, siteId, id, values);

export const isVinTaken = async (db: Tx, siteId: number, vin: string, exceptId?: number) =>
  (
    await db
      .select({ id: fleets.id })
      .from(fleets)
      .where(
        and(
          eq(fleets.siteId, siteId),
          eq(sql`lower(${fleets.vin})`, vin.toLowerCase()),
          exceptId ? ne(fleets.id, exceptId) : undefined,
        ),
      )
      .limit(1)
  ).length > 0;

export const countFleets = async (db: Tx, siteId: number) =>
  (await db.select({ n: count() }).from(fleets).where(eq(fleets.siteId, siteId)))[0].n;

/** Fleets per site and vehicle type, over some sites or every provider site. */
export const fleetCountsByVehicleType = async (
  db: Tx,
  opts: { siteIds: number[] | null; activeOnly: boolean; vehicleTypeId?: number },
) =>
  db
    .select({ siteId: fleets.siteId, vehicleTypeId: fleets.vehicleTypeId, n: count() })
    .from(fleets)
    .where(
      and(
        opts.siteIds
          ? inArray(fleets.siteId, opts.siteIds.length ? opts.siteIds : [-1])
          : gt(fleets.siteId, DEFAULT_SITE_ID),
        opts.activeOnly ? active : undefined,
        opts.vehicleTypeId ? eq(fleets.vehicleTypeId, opts.vehicleTypeId) : undefined,
      ),
    )
    .groupBy(fleets.siteId, fleets.vehicleTypeId);
