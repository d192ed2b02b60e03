import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sites } from '../sites/sites.schema.ts';

/*
 * The SMS read model: what a text needs of the sites module (the site's name and language), read
 * in the caller's transaction, so a ride change renders its text without a second connection
 * (PGlite has one). The template is read the same way, through the templates read model.
 */

export const siteOf = async (db: Tx, siteId: number) =>
  (
    await db
      .select({ id: sites.id, name: sites.name, title: sites.title, preferredLanguageId: sites.preferredLanguageId })
      .from(sites)
      .where(eq(sites.id, siteId))
  )[0];
