import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, requiredId } from '../../db/columns.ts';
import { languages } from '../languages/languages.schema.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';

/** Content templates: footer pages and mail bodies, identified by their unique name. */
export const templates = pgTable('templates', {
  id: integer().primaryKey(),
  uniqueName: text().notNull().unique(),
  displayName: text().notNull(),
  kind: text().notNull(),
});

/** The product's default content of a template, per language. */
export const templateContents = pgTable(
  'template_contents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateId: requiredId(() => templates.id),
    languageId: requiredId(() => languages.id),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('template_contents_uq').on(t.templateId, t.languageId)],
);

/** A provider site's own content of a template, per language; overrides the default. */
export const siteTemplateContents = pgTable(
  'site_template_contents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    templateId: requiredId(() => templates.id),
    languageId: requiredId(() => languages.id),
    value: text().notNull(),
    updatedBy: integer(),
    updatedOn: createdOn(),
  },
  (t) => [uniqueIndex('site_template_contents_uq').on(t.siteId, t.templateId, t.languageId)],
);
