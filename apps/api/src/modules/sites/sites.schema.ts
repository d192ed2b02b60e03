import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, createdOn, requiredId } from '../../db/columns.ts';
import { languages } from '../languages/languages.schema.ts';

export const siteTypes = pgTable('site_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** A site is a tenant: one host, one title, its colours and languages. Ids 1..4 are reserved. */
export const sites = pgTable(
  'sites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5 }),
    name: text().notNull(),
    host: text().notNull(),
    typeId: requiredId(() => siteTypes.id),
    title: text().notNull().default(''),
    color: text().notNull().default('#009DFF,#009DFF'),
    logo: text(),
    preferredLanguageId: requiredId(() => languages.id),
    otherLanguageIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    isEnabled: boolean().notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sites_host_uq').on(sql`lower(${t.host})`)],
);

/** The site a tenant row belongs to: every tenant table has one. */
export const siteIdColumn = () => requiredId(() => sites.id);

/**
 * A tenant row's own key columns: its site and its id, numbered by the table; the table's primary
 * key is (site_id, id) (`tenantPrimaryKey` in db/columns.ts).
 */
export const tenantKeyColumns = () => ({ siteId: siteIdColumn(), id: integer().generatedAlwaysAsIdentity() });

/** The transportation company behind a provider site (one per site). */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    name: text().notNull(),
    ein: text(),
    zipCode: text(),
    phone: text(),
    email: text(),
    /** The company's address travellers see on its site (the first-run guide's contact step). */
    address: text(),
    registrationStatus: text().notNull().default('Subscription Pending'),
    /** The plan chosen at registration, kept as given until subscriptions take it over. */
    subscriptionPlanId: integer(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('service_providers_site_uq').on(t.siteId)],
);

/** Operating licences a provider holds (createserviceproviderlicense). */
export const serviceProviderLicenses = pgTable(
  'service_provider_licenses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    licenseNumber: text().notNull(),
    licenseType: text().notNull(),
    issuedBy: text(),
    issuedOn: date(),
    expiresOn: date(),
    ...auditColumns(),
  },
  (t) => [index('service_provider_licenses_site_idx').on(t.siteId)],
);
