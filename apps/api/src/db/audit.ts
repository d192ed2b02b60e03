import { alias } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.schema.ts';

/** Aliases for the "created by" and "updated by" joins every audited list shows. */
export const createdByUser = alias(users, 'created_by_user');
export const updatedByUser = alias(users, 'updated_by_user');
/** A further alias, for lists that show the people of two records (a mapping and its master). */
export const userAlias = (name: string) => alias(users, name);

export const person = (row: { id: number | null; firstName: string | null } | null | undefined) =>
  row?.id ? { id: row.id, firstName: row.firstName ?? '' } : null;
