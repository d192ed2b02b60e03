import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { languages } from '../languages/languages.schema.ts';
import { siteTemplateContents, templateContents, templates } from './templates.schema.ts';

export const listTemplates = (db: Tx, kinds: string[]) =>
  db.select().from(templates).where(inArray(templates.kind, kinds)).orderBy(asc(templates.id));

export const findTemplateByName = async (db: Tx, uniqueName: string) =>
  (
    await db
      .select()
      .from(templates)
      .where(eq(sql`lower(${templates.uniqueName})`, uniqueName.toLowerCase()))
  )[0];

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

export const findTemplateById = async (db: Tx, id: number) =>
  (await db.select().from(templates).where(eq(templates.id, id)))[0];

export const upsertSiteContent = (
  db: Tx,
  values: { siteId: number; templateId: number; languageId: number; value: string; updatedBy: number },
) =>
  db
    .insert(siteTemplateContents)
    .values({ ...values, updatedOn: new Date() })
    .onConflictDoUpdate({
      target: [siteTemplateContents.siteId, siteTemplateContents.templateId, siteTemplateContents.languageId],
      set: { value: values.value, updatedBy: values.updatedBy, updatedOn: new Date() },
    });

export const deleteSiteContent = (db: Tx, siteId: number, templateId: number, languageId: number) =>
  db
    .delete(siteTemplateContents)
    .where(
      and(
        eq(siteTemplateContents.siteId, siteId),
        eq(siteTemplateContents.templateId, templateId),
        eq(siteTemplateContents.languageId, languageId),
      ),
    );
