/**
 * Columns and keys that many tables share, written once. Each helper builds new column builders
 * per call, so a table spreads its own copy: `...auditColumns()`. The database is unchanged by
 * them: the columns keep their names (snake_case from the keys), types, defaults and order.
 * The site column itself (`siteId`, a foreign key to sites) is `siteIdColumn()` in
 * sites.schema.ts, beside the table it references.
 */
import { type AnyPgColumn, boolean, foreignKey, integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** A required reference to another table's row by its id: `userId: requiredId(() => users.id)`. */
export const requiredId = (target: () => AnyPgColumn) => integer().notNull().references(target);

/** A moment with its time zone: every timestamp of the schema is one. */
export const instant = () => timestamp({ withTimezone: true });

/** When the row was written, set by the database. */
export const createdOn = () => instant().notNull().defaultNow();

/** When the row was written and last changed (null until it is). */
export const changeTimes = () => ({ createdOn: createdOn(), updatedOn: instant() });

/** Who wrote the row and who last changed it, and when: the spec's audit columns. */
export const auditColumns = () => ({
  createdBy: integer(),
  createdOn: createdOn(),
  updatedBy: integer(),
  updatedOn: instant(),
});

/**
 * The life of a provider's master data (fleets, garages, price definitions, promo codes): a
 * draft until published, enabled or disabled, and the spec's netUserId owner field.
 */
export const publicationColumns = () => ({
  netUserId: integer(),
  isEnabled: boolean().notNull().default(true),
  isDraft: boolean().notNull().default(true),
  isPublished: boolean().notNull().default(false),
});

type TenantRow = { siteId: AnyPgColumn; id: AnyPgColumn };

/** A tenant table's primary key, (site_id, id), named `<table>_pk`. */
export const tenantPrimaryKey = (table: string, t: TenantRow) =>
  primaryKey({ name: `${table}_pk`, columns: [t.siteId, t.id] });

/**
 * A reference to a row of another tenant table on the same site: (site_id, <column>) to the
 * target's (site_id, id), so a row can never point at another site's row.
 */
export const sameSiteReference = (name: string, columns: [AnyPgColumn, AnyPgColumn], target: TenantRow) =>
  foreignKey({ name, columns, foreignColumns: [target.siteId, target.id] });

/** What a change of master data may set besides its own fields: its life and who changed it. */
export type PublicationChange = {
  isDraft?: boolean;
  isPublished?: boolean;
  isEnabled?: boolean;
  netUserId?: number;
  updatedBy: number;
};
