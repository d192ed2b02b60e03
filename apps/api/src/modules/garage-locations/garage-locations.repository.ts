import type { GarageLocationForm } from '@ridedesk/domain/master-data/garage-location';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { countRows, firstRow, insertRow, matching, siteRecords, updateSiteRow } from '../../db/rows.ts';
import { garageLocations } from './garage-locations.schema.ts';

const selectGarages = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, garageLocations)
    .where(where)
    .orderBy(asc(sql`lower(${garageLocations.garageName})`), asc(garageLocations.id));

export const listGarages = (
  db: Tx,
  siteId: number,
  opts: { isPublished?: boolean; activeOnly?: boolean; ids?: number[] } = {},
) =>
  selectGarages(
    db,
    and(
      siteRecords(garageLocations, siteId, opts.isPublished),
      opts.activeOnly ? and(eq(garageLocations.isEnabled, true), eq(garageLocations.isPublished, true)) : undefined,
      opts.ids ? inArray(garageLocations.id, opts.ids.length ? opts.ids : [-1]) : undefined,
    ),
  );

export const findGarage = (db: Tx, siteId: number, id: number) =>
  firstRow(selectGarages(db, matching(garageLocations, { siteId, id })));

export type GarageRow = NonNullable<Awaited<ReturnType<typeof findGarage>>>;

/** A garage's fields as its form gives them, and where its address was found (null until it is). */
export type GarageValues = GarageLocationForm & { latitude: number | null; longitude: number | null };

const numericValues = (values: Partial<GarageValues>) => ({
  ...values,
  allowedDistanceValue: values.allowedDistanceValue === undefined ? undefined : values.allowedDistanceValue.toFixed(2),
  surchargeCost: values.surchargeCost === undefined ? undefined : values.surchargeCost.toFixed(2),
});

export const insertGarage = async (
  db: Tx,
  siteId: number,
  values: GarageValues & { isDraft: boolean; isPublished: boolean; createdBy: number },
) =>
  insertRow(db, garageLocations, {
    ...values,
    allowedDistanceValue: values.allowedDistanceValue.toFixed(2),
    surchargeCost: values.surchargeCost.toFixed(2),
    siteId,
  });

export const updateGarage = (db: Tx, siteId: number, id: number, values: Partial<GarageValues> & PublicationChange) =>
  updateSiteRow(db, garageLocations, siteId, id, { ...values, ...numericValues(values) });

export const countGarages = async (db: Tx, siteId: number) =>
  countRows(db, garageLocations, eq(garageLocations.siteId, siteId));
