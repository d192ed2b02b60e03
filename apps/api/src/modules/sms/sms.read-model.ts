import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { languages } from '../languages/languages.schema.ts';
import { sites } from '../sites/sites.schema.ts';
import { siteTemplateContents, templateContents, templates } from '../templates/templates.schema.ts';

/*
 * The SMS read model: what a text needs of other modules (the site's name and language, a
 * template's default and the site's own content per language), read in the caller's transaction,
 * so a ride change renders its text without a second connection (PGlite has one).
 */

export const siteOf = async (db: Tx, siteId: number) =>
  (
    await db
      .select({ id: sites.id, name: sites.name, title: sites.title, preferredLanguageId: sites.preferredLanguageId })
      .from(sites)
      .where(eq(sites.id, siteId))
  )[0];

/** One template's contents, one row per language that has either the default or the site's own. */
export const templateContentsOf = (db: Tx, siteId: number | null, uniqueName: string) =>
  db
    .select({
      languageId: languages.id,
      locale: languages.locale,
      defaultValue: templateContents.value,
      ownValue: siteTemplateContents.value,
    })
    .from(templates)
    .crossJoin(languages)
    .leftJoin(
      templateContents,
      and(eq(templateContents.templateId, templates.id), eq(templateContents.languageId, languages.id)),
    )
    .leftJoin(
      siteTemplateContents,
      and(
        eq(siteTemplateContents.siteId, siteId ?? 0),
        eq(siteTemplateContents.templateId, templates.id),
        eq(siteTemplateContents.languageId, languages.id),
      ),
    )
    .where(
      and(
        eq(templates.uniqueName, uniqueName),
        sql`(${templateContents.value} is not null or ${siteTemplateContents.value} is not null)`,
      ),
    )
    .orderBy(asc(languages.id));
