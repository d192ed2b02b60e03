import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { createdByUser, updatedByUser } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { countRows, insertRow, matching, withTotal } from '../../db/rows.ts';
import { inSiteScope } from '../../db/site-scope.ts';
import { containing } from '../../db/text-search.ts';
import type { SiteScope } from '../../lib/site-scope.ts';
import { serviceProviderLicenses, serviceProviders, sites, siteTypes } from './sites.schema.ts';

const siteColumns = {
  id: sites.id,
  name: sites.name,
  host: sites.host,
  typeId: sites.typeId,
  typeName: siteTypes.name,
  title: sites.title,
  color: sites.color,
  logo: sites.logo,
  preferredLanguageId: sites.preferredLanguageId,
  otherLanguageIds: sites.otherLanguageIds,
  isEnabled: sites.isEnabled,
  createdOn: sites.createdOn,
  updatedOn: sites.updatedOn,
  createdById: createdByUser.id,
  createdByFirstName: createdByUser.firstName,
  updatedById: updatedByUser.id,
  updatedByFirstName: updatedByUser.firstName,
};

export type SiteRow = Awaited<ReturnType<typeof findSiteById>>;

const selectSites = (db: Tx) =>
  db
    .select(siteColumns)
    .from(sites)
    .innerJoin(siteTypes, eq(siteTypes.id, sites.typeId))
    .leftJoin(createdByUser, eq(createdByUser.id, sites.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, sites.updatedBy));

export const findSiteById = async (db: Tx, id: number) => (await selectSites(db).where(eq(sites.id, id)))[0];

export const findSiteByHost = async (db: Tx, host: string) =>
  (await selectSites(db).where(eq(sql`lower(${sites.host})`, host.toLowerCase())))[0];

export const listSites = async (db: Tx, opts: { scope: SiteScope; host?: string; offset: number; limit: number }) => {
  const where = and(
    opts.host ? ilike(sites.host, containing(opts.host)) : undefined,
    inSiteScope(sites.id, opts.scope),
  );
  return withTotal(
    selectSites(db).where(where).orderBy(asc(sites.id)).offset(opts.offset).limit(opts.limit),
    countRows(db, sites, where),
  );
};

export const isHostTaken = async (db: Tx, host: string, exceptSiteId?: number) => {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(eq(sql`lower(${sites.host})`, host.toLowerCase()), exceptSiteId ? ne(sites.id, exceptSiteId) : undefined),
    )
    .limit(1);
  return rows.length > 0;
};

export type SiteValues = {
  name: string;
  host: string;
  typeId: number;
  title: string;
  color: string;
  preferredLanguageId: number;
  otherLanguageIds: number[];
};

export const insertSite = async (db: Tx, values: SiteValues & { id?: number; createdBy: number | null }) =>
  insertRow(db, sites, values);

export const updateSite = async (db: Tx, id: number, values: Partial<SiteValues> & { updatedBy: number }) => {
  const rows = await db
    .update(sites)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(sites.id, id))
    .returning({ id: sites.id });
  return rows.length > 0;
};

export const findServiceProviderBySite = async (db: Tx, siteId: number) =>
  (await db.select().from(serviceProviders).where(eq(serviceProviders.siteId, siteId)))[0];

/** A provider by company name (any case) and ZIP code. */
export const findServiceProviderByNameAndZip = async (db: Tx, name: string, zipCode: string) =>
  (
    await db
      .select()
      .from(serviceProviders)
      .where(
        and(
          eq(sql`lower(trim(${serviceProviders.name}))`, name.trim().toLowerCase()),
          eq(serviceProviders.zipCode, zipCode.trim()),
        ),
      )
      .limit(1)
  )[0];

/** Changes the site's provider (its company); false when the site has none. */
const updateProvider = async (db: Tx, siteId: number, values: Partial<typeof serviceProviders.$inferInsert>) =>
  (
    await db
      .update(serviceProviders)
      .set(values)
      .where(eq(serviceProviders.siteId, siteId))
      .returning({ id: serviceProviders.id })
  ).length > 0;

/** Sets a provider's registration (payment) status; false when the site has no provider. */
export const setRegistrationStatus = (db: Tx, siteId: number, registrationStatus: string) =>
  updateProvider(db, siteId, { registrationStatus });

/** Records a provider's EIN (asked at the first paid plan); false when the site has no provider. */
export const setProviderEin = (db: Tx, siteId: number, ein: string) => updateProvider(db, siteId, { ein });

/** Records the contact details travellers see (phone, e-mail, address); false when the site has no provider. */
export const setProviderContact = (
  db: Tx,
  siteId: number,
  contact: { phone: string; email: string; address: string },
) => updateProvider(db, siteId, contact);

export const insertServiceProvider = async (db: Tx, values: typeof serviceProviders.$inferInsert) =>
  (await db.insert(serviceProviders).values(values).returning())[0];

export const listLicenses = (db: Tx, siteId: number) =>
  db
    .select()
    .from(serviceProviderLicenses)
    .where(eq(serviceProviderLicenses.siteId, siteId))
    .orderBy(asc(serviceProviderLicenses.id));

export type LicenseValues = {
  licenseNumber: string;
  licenseType: string;
  issuedBy?: string | null;
  issuedOn?: string | null;
  expiresOn?: string | null;
};

export const insertLicense = async (db: Tx, siteId: number, values: LicenseValues, userId: number) =>
  (
    await db
      .insert(serviceProviderLicenses)
      .values({ ...values, siteId, createdBy: userId })
      .returning()
  )[0];

export const updateLicense = async (db: Tx, siteId: number, id: number, values: LicenseValues, userId: number) =>
  (
    await db
      .update(serviceProviderLicenses)
      .set({ ...values, updatedBy: userId, updatedOn: new Date() })
      .where(matching(serviceProviderLicenses, { id, siteId }))
      .returning()
  )[0];
