import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { PublicationChange } from '../../db/columns.ts';
import { countRows, firstRow, insertRow, matching, siteRecords, updateSiteRow } from '../../db/rows.ts';
import { isTakenOnSite } from '../../db/taken-on-site.ts';
import { priceDefinitionCoverage, priceDefinitionFleets, priceDefinitions } from './price-definitions.schema.ts';

/** The fleet ids of a definition, as an array (empty when it applies to every fleet of its type). */
const fleetIdsOf = sql<
  number[]
>`coalesce((select array_agg(${priceDefinitionFleets.fleetId} order by ${priceDefinitionFleets.fleetId}) from ${priceDefinitionFleets} where ${priceDefinitionFleets.siteId} = ${priceDefinitions.siteId} and ${priceDefinitionFleets.priceDefinitionId} = ${priceDefinitions.id}), '{}'::integer[])`;

const select = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, priceDefinitions, { fleetIds: fleetIdsOf })
    .where(where)
    .orderBy(asc(sql`lower(${priceDefinitions.name})`), asc(priceDefinitions.siteId), asc(priceDefinitions.id));

export const listDefinitions = (db: Tx, siteId: number, opts: { isPublished?: boolean } = {}) =>
  select(db, siteRecords(priceDefinitions, siteId, opts.isPublished));

export const findDefinition = (db: Tx, siteId: number, id: number) =>
  firstRow(select(db, matching(priceDefinitions, { siteId, id })));

/** A definition by id on one of some sites, or on any provider site. */
export const findDefinitionIn = async (db: Tx, sites: { siteIds: number[] } | { anyProviderSite: true }, id: number) =>
  (
    await select(
      db,
      and(
        eq(priceDefinitions.id, id),
        'siteIds' in sites
          ? inArray(priceDefinitions.siteId, sites.siteIds.length ? sites.siteIds : [-1])
          : gt(priceDefinitions.siteId, DEFAULT_SITE_ID),
      ),
    )
  )[0];

export type DefinitionRow = NonNullable<Awaited<ReturnType<typeof findDefinition>>>;

/** Published, enabled definitions for a vehicle type and service type, on some sites or (said explicitly) every provider site. */
export const listOffered = (
  db: Tx,
  opts: { siteIds: number[] | 'allProviderSites'; vehicleTypeId: number; serviceTypeId?: number },
) =>
  select(
    db,
    and(
      eq(priceDefinitions.vehicleTypeId, opts.vehicleTypeId),
      opts.serviceTypeId ? eq(priceDefinitions.serviceTypeId, opts.serviceTypeId) : undefined,
      opts.siteIds === 'allProviderSites'
        ? gt(priceDefinitions.siteId, DEFAULT_SITE_ID)
        : inArray(priceDefinitions.siteId, opts.siteIds.length ? opts.siteIds : [-1]),
      eq(priceDefinitions.isPublished, true),
      eq(priceDefinitions.isEnabled, true),
    ),
  );

export type DefinitionValues = {
  name: string;
  vehicleTypeId: number;
  serviceTypeId: number;
  serviceUserTypeId: number | null;
  priceTypeId: number;
  baseFare: number;
  perMileRate: number;
  perHourRate: number;
  minimumHours: number;
  minimumFare: number;
  taxPercentage: number;
};

/** The scale of each numeric column: amounts and hours in hundredths, the tax percentage in thousandths. */
const SCALES = {
  baseFare: 2,
  perMileRate: 2,
  perHourRate: 2,
  minimumHours: 2,
  minimumFare: 2,
  taxPercentage: 3,
} as const;

/** Numbers become the numeric strings the columns hold. */
const numericValues = (values: Partial<DefinitionValues>) => {
  const out: Record<string, unknown> = { ...values };
  for (const [field, scale] of Object.entries(SCALES) as [keyof typeof SCALES, number][])
    if (values[field] !== undefined) out[field] = values[field].toFixed(scale);
  return out as Partial<typeof priceDefinitions.$inferInsert>;
};

export const insertDefinition = async (
  db: Tx,
  siteId: number,
  values: DefinitionValues & { isDraft: boolean; isPublished: boolean; isEnabled: boolean; createdBy: number },
) =>
  insertRow(db, priceDefinitions, {
    ...values,
    ...numericValues(values),
    siteId,
  } as typeof priceDefinitions.$inferInsert);

export const updateDefinition = (
  db: Tx,
  siteId: number,
  id: number,
  values: Partial<DefinitionValues> & PublicationChange,
) =>
  updateSiteRow(db, priceDefinitions, siteId, id, { ...(values as object), ...numericValues(values) } as Partial<
    typeof priceDefinitions.$inferInsert
  >);

/** Replaces the fleets a definition applies to. */
export const setDefinitionFleets = async (db: Tx, siteId: number, priceDefinitionId: number, fleetIds: number[]) => {
  await db.delete(priceDefinitionFleets).where(matching(priceDefinitionFleets, { siteId, priceDefinitionId }));
  if (fleetIds.length)
    await db.insert(priceDefinitionFleets).values(fleetIds.map((fleetId) => ({ siteId, priceDefinitionId, fleetId })));
};

export const isNameTaken = (db: Tx, siteId: number, name: string, exceptId?: number) =>
  isTakenOnSite(db, priceDefinitions, priceDefinitions.name, { siteId, value: name.trim(), fold: 'lower', exceptId });

export const countDefinitions = async (db: Tx, siteId: number) =>
  countRows(db, priceDefinitions, eq(priceDefinitions.siteId, siteId));

/** What a definition would cover: its service type, vehicle type, service user type and fleets (none: all). */
export type Coverage = {
  serviceTypeId: number;
  vehicleTypeId: number;
  serviceUserTypeId: number | null;
  fleetIds: number[];
};

const pointOr = (id: number | null) => (id ? sql`int4range(${id}::int, ${id}::int, '[]')` : sql`int4range(null, null)`);

/**
 * A live definition of the site, other than `exceptId`, that covers part of what `coverage`
 * would, and where: a fleet id, or null when it covers every fleet of the vehicle type. The
 * exclusion constraint has already refused the write; this only names what stands in its way.
 */
export const findCoveringDefinition = async (db: Tx, siteId: number, coverage: Coverage, exceptId?: number) => {
  const fleets = coverage.fleetIds.length ? coverage.fleetIds.map((id) => pointOr(id)) : [pointOr(null)];
  const c = priceDefinitionCoverage;
  const [row] = await db
    .select({
      id: priceDefinitions.id,
      name: priceDefinitions.name,
      serviceUserTypeId: priceDefinitions.serviceUserTypeId,
      fleetId: sql<number | null>`case when lower_inf(${c.fleets}) then null else lower(${c.fleets}) end`,
    })
    .from(c)
    .innerJoin(
      priceDefinitions,
      and(eq(priceDefinitions.siteId, c.siteId), eq(priceDefinitions.id, c.priceDefinitionId)),
    )
    .where(
      and(
        eq(c.siteId, siteId),
        eq(c.serviceTypeId, coverage.serviceTypeId),
        eq(c.vehicleTypeId, coverage.vehicleTypeId),
        sql`${c.serviceUserTypes} && ${pointOr(coverage.serviceUserTypeId)}`,
        sql`${c.fleets} && any(array[${sql.join(fleets, sql`, `)}])`,
        exceptId ? sql`${c.priceDefinitionId} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(asc(priceDefinitions.id))
    .limit(1);
  return row ?? null;
};
