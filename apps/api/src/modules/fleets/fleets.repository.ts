import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { countRows, firstRow, insertRow, matching, siteRecords, updateSiteRow } from '../../db/rows.ts';
import { isTakenOnSite } from '../../db/taken-on-site.ts';
import { fleets } from './fleets.schema.ts';

const selectFleets = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, fleets)
    .where(where)
    .orderBy(asc(sql`lower(${fleets.nickName})`), asc(fleets.id));

/** Offered to travellers: enabled and published. */
const active = and(eq(fleets.isEnabled, true), eq(fleets.isPublished, true));

export const listFleets = (db: Tx, siteId: number, opts: { isPublished?: boolean } = {}) =>
  selectFleets(db, siteRecords(fleets, siteId, opts.isPublished));

export const findFleet = (db: Tx, siteId: number, id: number) =>
  firstRow(selectFleets(db, matching(fleets, { siteId, id })));

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
) => insertRow(db, fleets, { ...values, siteId });

export const updateFleet = (db: Tx, siteId: number, id: number, values: Partial<FleetValues> & PublicationChange) =>
  updateSiteRow(db, fleets, siteId, id, values);

export const isVinTaken = (db: Tx, siteId: number, vin: string, exceptId?: number) =>
  isTakenOnSite(db, fleets, fleets.vin, { siteId, value: vin, fold: 'lower', exceptId });

export const countFleets = async (db: Tx, siteId: number) => countRows(db, fleets, eq(fleets.siteId, siteId));

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
