import { z } from 'zod';
import { recordId } from '../master-data/fields.ts';

/**
 * Templates management (spec 01 "Manage Templates" /templates/list): a provider administrator
 * writes the site's own content of a template in one of the site's languages, or goes back to
 * the product's default. The server sanitizes the HTML on save.
 */
export const TEMPLATE_CONTENT_MAX = 100_000;

export const TEMPLATE_MESSAGES = {
  content: 'Please enter the content',
  contentMax: `Maximum length ${TEMPLATE_CONTENT_MAX} characters`,
  language: 'This site does not offer that language',
  template: 'Please choose a template',
  defaultSite: 'The default site shows the product’s default content; only provider sites have their own',
  notFound: 'Template not found',
  saved: 'Saved the template',
  reset: 'The default content is shown again',
} as const;

export const templateContentSchema = z.object({
  templateId: recordId,
  languageId: recordId,
  value: z
    .string({ message: TEMPLATE_MESSAGES.content })
    .max(TEMPLATE_CONTENT_MAX, TEMPLATE_MESSAGES.contentMax)
    .refine((v) => hasVisibleContent(v), TEMPLATE_MESSAGES.content),
});
export type TemplateContentInput = z.infer<typeof templateContentSchema>;

export const templateResetSchema = z.object({ templateId: recordId, languageId: recordId });

/** Whether HTML holds any text or picture once the tags are gone (an empty editor holds "<p></p>"). */
export const hasVisibleContent = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length > 0;

/** The {{placeholders}} a mail template uses, in order of first use. */
export const templatePlaceholders = (html: string) => [
  ...new Set([...html.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1])),
];
