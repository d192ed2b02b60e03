import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { languages } from '../languages/languages.schema.ts';
import { notificationContents } from './notifications.schema.ts';

/** A notification's text in one language, with that language's locale (the languages catalogue, read-only). */
export type ContentRow = { notificationId: number; languageId: number; locale: string; title: string; message: string };

/** The texts of these notifications in every language they were written in. */
export const contentsOf = async (db: Tx, ids: number[]): Promise<ContentRow[]> =>
  ids.length === 0
    ? []
    : db
        .select({
          notificationId: notificationContents.notificationId,
          languageId: notificationContents.languageId,
          locale: languages.locale,
          title: notificationContents.title,
          message: notificationContents.message,
        })
        .from(notificationContents)
        .innerJoin(languages, eq(languages.id, notificationContents.languageId))
        .where(inArray(notificationContents.notificationId, ids))
        .orderBy(notificationContents.notificationId, notificationContents.languageId);
