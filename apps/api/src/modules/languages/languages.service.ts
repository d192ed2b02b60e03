import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { languages } from './languages.schema.ts';

/** Shared catalogue of languages; small enough that this module needs no separate repository. */
export const listLanguages = (db: Tx) => db.select().from(languages).orderBy(asc(languages.id));

export const languageExists = async (db: Tx, id: number) =>
  (await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id))).length > 0;

export const findLanguage = async (db: Tx, id: number) =>
  (await db.select().from(languages).where(eq(languages.id, id)))[0];

export const languagesByIds = (db: Tx, ids: number[]) =>
  ids.length ? db.select().from(languages).where(inArray(languages.id, ids)) : Promise.resolve([]);
