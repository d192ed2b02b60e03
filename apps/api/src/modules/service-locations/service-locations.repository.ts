import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { countRows, firstRow, insertRow, matching, updateSiteRow } from '../../db/rows.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { serviceLocations } from './service-locations.schema.ts';

const select = (db: Tx, where: SQL | undefined) =>
  selectAudited(db, serviceLocations)
    .where(where)
    .orderBy(
      asc(serviceLocations.state),
      sql`${serviceLocations.city} is not null`,
      asc(sql`lower(${serviceLocations.city})`),
      asc(serviceLocations.id),
    );

export const listLocations = (db: Tx, siteId: number) => select(db, eq(serviceLocations.siteId, siteId));

export const findLocation = (db: Tx, siteId: number, id: number) =>
  firstRow(select(db, matching(serviceLocations, { siteId, id })));

export type LocationRow = NonNullable<Awaited<ReturnType<typeof findLocation>>>;

export const isLocationTaken = async (db: Tx, siteId: number, state: string, city: string | null) =>
  (
    await db
      .select({ id: serviceLocations.id })
      .from(serviceLocations)
      .where(
        and(
          eq(serviceLocations.siteId, siteId),
          eq(serviceLocations.state, state),
          eq(sql`lower(coalesce(${serviceLocations.city}, ''))`, (city ?? '').toLowerCase()),
        ),
      )
      .limit(1)
  ).length > 0;

export const insertLocation = async (
  db: Tx,
  siteId: number,
  values: { state: string; city: string | null; isEnabled: boolean; createdBy: number },
) => insertRow(db, serviceLocations, { ...values, siteId });

export const updateLocation = (db: Tx, siteId: number, id: number, values: { isEnabled: boolean; updatedBy: number }) =>
  updateSiteRow(db, serviceLocations, siteId, id, values);

export const deleteLocation = async (db: Tx, siteId: number, id: number) =>
  (
    await db
      .delete(serviceLocations)
      .where(matching(serviceLocations, { siteId, id }))
      .returning({ id: serviceLocations.id })
  ).length > 0;

/** Enabled locations in a state, of one site or (said explicitly) of every site. */
export const enabledInState = (db: Tx, state: string, scope: SiteScope) =>
  db
    .select({ siteId: serviceLocations.siteId, state: serviceLocations.state, city: serviceLocations.city })
    .from(serviceLocations)
    .where(
      and(
        eq(serviceLocations.state, state),
        eq(serviceLocations.isEnabled, true),
        inSiteScope(serviceLocations.siteId, scope),
      ),
    )
    .orderBy(asc(serviceLocations.siteId));

/** One column's distinct values over the enabled locations that match `where`, in order. */
const distinctEnabled = async <C extends typeof serviceLocations.state | typeof serviceLocations.siteId>(
  db: Tx,
  column: C,
  where: { siteId?: number; state?: string },
) =>
  (
    await db
      .selectDistinct({ value: column })
      .from(serviceLocations)
      .where(matching(serviceLocations, { ...where, isEnabled: true }))
      .orderBy(asc(column))
  ).map((r) => r.value as C['_']['data']);

/** The distinct states a site serves (enabled locations). */
export const enabledStatesOfSite = (db: Tx, siteId: number) => distinctEnabled(db, serviceLocations.state, { siteId });

/** The distinct sites with an enabled location in a state. */
export const sitesWithState = (db: Tx, state: string) => distinctEnabled(db, serviceLocations.siteId, { state });

/** Every (state, site) pair of enabled locations. */
export const enabledStateSites = (db: Tx) =>
  db
    .selectDistinct({ state: serviceLocations.state, siteId: serviceLocations.siteId })
    .from(serviceLocations)
    .where(eq(serviceLocations.isEnabled, true))
    .orderBy(asc(serviceLocations.state), asc(serviceLocations.siteId));

export const countLocations = async (db: Tx, siteId: number) =>
  countRows(db, serviceLocations, eq(serviceLocations.siteId, siteId));
