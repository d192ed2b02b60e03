import { eq, getTableColumns } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.schema.ts';
import type { Tx } from './client.ts';

/** Aliases for the "created by" and "updated by" joins every audited list shows. */
export const createdByUser = alias(users, 'created_by_user');
export const updatedByUser = alias(users, 'updated_by_user');
/** A further alias, for lists that show the people of two records (a mapping and its master). */
export const userAlias = (name: string) => alias(users, name);

export const person = (row: { id: number | null; firstName: string | null } | null | undefined) =>
  row?.id ? { id: row.id, firstName: row.firstName ?? '' } : null;

type AuditedTable = PgTable & {
  createdBy: AnyPgColumn;
  createdOn: AnyPgColumn;
  updatedBy: AnyPgColumn;
  updatedOn: AnyPgColumn;
};

/**
 * An audited table's columns as lists show them: every column but the two user ids, their times,
 * and the first names of the users who created and last updated the row (createdById,
 * createdByFirstName, updatedById, updatedByFirstName: null where nobody is recorded). The query
 * joins createdByUser and updatedByUser, as selectAudited does.
 */
export const auditedColumns = <T extends AuditedTable>(table: T) => {
  const { createdBy: _createdBy, updatedBy: _updatedBy, ...own } = getTableColumns(table) as T['_']['columns'];
  return {
    ...(own as Omit<T['_']['columns'], 'createdBy' | 'updatedBy'>),
    createdOn: table.createdOn as T['createdOn'],
    updatedOn: table.updatedOn as T['updatedOn'],
    createdById: createdByUser.id,
    createdByFirstName: createdByUser.firstName,
    updatedById: updatedByUser.id,
    updatedByFirstName: updatedByUser.firstName,
  };
};

/** An audited table's rows with auditedColumns and `extra` (computed columns); add `.where()` and `.orderBy()`. */
export const selectAudited = <T extends AuditedTable, C extends SelectedFields = Record<never, never>>(
  db: Tx,
  table: T,
  extra?: C,
) =>
  db
    .select({ ...auditedColumns(table), ...(extra as C) })
    .from(table as PgTable)
    .leftJoin(createdByUser, eq(createdByUser.id, table.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, table.updatedBy));
