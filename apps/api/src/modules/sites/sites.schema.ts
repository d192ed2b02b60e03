import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    typeId: integer()
      .notNull()
      .references(() => siteTypes.id),
    title: text().notNull().default(''),
    color: text().notNull().default('#009DFF,#009DFF'),
    logo: text(),
    preferredLanguageId: integer()
      .notNull()
      .references(() => languages.id),
    otherLanguageIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    isEnabled: boolean().notNull().default(true),
    createdBy: integer(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sites_host_uq').on(sql`lower(${t.host})`)],
);

/** The transportation company behind a provider site (one per site). */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
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
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_providers_site_uq').on(t.siteId)],
);

/** Operating licences a provider holds (createserviceproviderlicense). */
export const serviceProviderLicenses = pgTable(
  'service_provider_licenses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    licenseNumber: text().notNull(),
    licenseType: text().notNull(),
    issuedBy: text(),
    issuedOn: date(),
    expiresOn: date(),
    createdBy: integer(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer(),
    updatedOn: timestamp({ withTimezone: true }),
  },
  (t) => [index('service_provider_licenses_site_idx').on(t.siteId)],
);
