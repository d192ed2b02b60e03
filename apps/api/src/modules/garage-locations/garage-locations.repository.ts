import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { updateSiteRow } from '../../db/rows.ts';
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
      eq(garageLocations.siteId, siteId),
      opts.isPublished === undefined ? undefined : eq(garageLocations.isPublished, opts.isPublished),
      opts.activeOnly ? and(eq(garageLocations.isEnabled, true), eq(garageLocations.isPublished, true)) : undefined,
      opts.ids ? inArray(garageLocations.id, opts.ids.length ? opts.ids : [-1]) : undefined,
    ),
  );

export const findGarage = async (db: Tx, siteId: number, id: number) =>
  (await selectGarages(db, and(eq(garageLocations.siteId, siteId), eq(garageLocations.id, id))))[0];

export type GarageRow = NonNullable<Awaited<ReturnType<typeof findGarage>>>;

export type GarageValues = {
  garageName: string;
  garageAddress: string;
  allowedDistanceValue: number;
  allowedDistanceUnit: string;
  surchargeCost: number;
  surchargeUnit: string;
  latitude: number | null;
  longitude: number | null;
};

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
  (
    await db
      .insert(garageLocations)
      .values({
        ...values,
        allowedDistanceValue: values.allowedDistanceValue.toFixed(2),
        surchargeCost: values.surchargeCost.toFixed(2),
        siteId,
      })
      .returning({ id: garageLocations.id })
  )[0].id;

export const updateGarage = (db: Tx, siteId: number, id: number, values: Partial<GarageValues> & PublicationChange) =>
  updateSiteRow(db, garageLocations, siteId, id, { ...values, ...numericValues(values) });

export const countGarages = async (db: Tx, siteId: number) =>
  (await db.select({ n: count() }).from(garageLocations).where(eq(garageLocations.siteId, siteId)))[0].n;
