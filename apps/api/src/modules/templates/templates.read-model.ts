import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { languages } from '../languages/languages.schema.ts';
import { siteTemplateContents, templateContents, templates } from './templates.schema.ts';

/*
 * The templates read model: template contents with the language each is written in (the
 * languages catalogue, read-only). Writes to the template tables are in templates.repository.ts.
 */

const languageColumns = { id: languages.id, name: languages.name, locale: languages.locale };

export const defaultContents = (db: Tx, templateIds: number[]) =>
  templateIds.length
    ? db
        .select({ templateId: templateContents.templateId, value: templateContents.value, languages: languageColumns })
        .from(templateContents)
        .innerJoin(languages, eq(languages.id, templateContents.languageId))
        .where(inArray(templateContents.templateId, templateIds))
        .orderBy(asc(languages.id))
    : Promise.resolve([]);

export const siteContents = (db: Tx, siteId: number, templateIds: number[]) =>
  templateIds.length
    ? db
        .select({
          templateId: siteTemplateContents.templateId,
          value: siteTemplateContents.value,
          updatedOn: siteTemplateContents.updatedOn,
          languages: languageColumns,
        })
        .from(siteTemplateContents)
        .innerJoin(languages, eq(languages.id, siteTemplateContents.languageId))
        .where(and(eq(siteTemplateContents.siteId, siteId), inArray(siteTemplateContents.templateId, templateIds)))
        .orderBy(asc(languages.id))
    : Promise.resolve([]);

/**
 * The named templates (any case) with each language's default content and, for the given site,
 * its own content: one row per template and language that has either, in one statement (mail
 * is rendered on the booking path, where every round trip counts).
 */
export const contentsByName = (db: Tx, siteId: number | null, uniqueNames: string[]) =>
  db
    .select({
      templateId: templates.id,
      uniqueName: templates.uniqueName,
      displayName: templates.displayName,
      kind: templates.kind,
      languages: languageColumns,
      defaultValue: templateContents.value,
      ownValue: siteTemplateContents.value,
      ownUpdatedOn: siteTemplateContents.updatedOn,
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
        inArray(
          sql`lower(${templates.uniqueName})`,
          uniqueNames.map((n) => n.toLowerCase()),
        ),
        sql`(${templateContents.value} is not null or ${siteTemplateContents.value} is not null)`,
      ),
    )
    .orderBy(asc(templates.id), asc(languages.id));
