import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { siteTemplateContents, templates } from './templates.schema.ts';

export const listTemplates = (db: Tx, kinds: string[]) =>
  db.select().from(templates).where(inArray(templates.kind, kinds)).orderBy(asc(templates.id));

export const findTemplateByName = async (db: Tx, uniqueName: string) =>
  (
    await db
      .select()
      .from(templates)
      .where(eq(sql`lower(${templates.uniqueName})`, uniqueName.toLowerCase()))
  )[0];

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
  db.delete(siteTemplateContents).where(matching(siteTemplateContents, { siteId, templateId, languageId }));
