/**
 * The back office's text searches (complaints, chauffeurs, customers, sites, plans): what the user
 * typed is matched anywhere in a column, ignoring case, and its %, _ and \ match only themselves.
 */
import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern for `text` anywhere in a value, its wildcard characters escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows where any of these columns (or expressions) contains `text`, ignoring case. */
export const anyContains = (columns: (AnyPgColumn | SQL)[], text: string) =>
  or(...columns.map((column) => ilike(column, containing(text))));
