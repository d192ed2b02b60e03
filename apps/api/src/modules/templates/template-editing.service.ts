import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import {
  hasVisibleContent,
  TEMPLATE_MESSAGES,
  type TemplateContentInput,
} from '@ridedesk/domain/templates/template-editing';
import type { Db } from '../../db/client.ts';
import { badRequest, businessRule, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { sanitizeTemplateHtml } from './template-html.ts';
import * as repo from './templates.repository.ts';
import { ALL_KINDS, type TemplatesService } from './templates.service.ts';

/**
 * Templates management: a provider site's own content of each template (pages, mails, texts) per
 * language, written through the rich-text editor, sanitized on save, and reset to the default.
 */
export const createTemplateEditingService = (deps: {
  db: Db;
  templates: TemplatesService;
  sites: Pick<SitesService, 'findSite'>;
}) => {
  const { db, templates, sites } = deps;

  /** The site's languages (preferred first); the default site and reserved ids have no own content. */
  const siteLanguages = async (siteId: number) => {
    const site = await sites.findSite(siteId);
    if (!site) throw notFound('Site not found');
    return [site.preferredLanguageId, ...site.otherLanguageIds.filter((id) => id !== site.preferredLanguageId)];
  };

  const editable = async (siteId: number, templateId: number, languageId: number) => {
    if (!isProviderSiteId(siteId)) throw businessRule(TEMPLATE_MESSAGES.defaultSite);
    const languages = await siteLanguages(siteId);
    if (!languages.includes(languageId))
      throw badRequest(TEMPLATE_MESSAGES.language, { languageId: TEMPLATE_MESSAGES.language });
    const template = await repo.findTemplateById(db, templateId);
    if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
    return template;
  };

  const one = async (siteId: number, templateId: number) =>
    (await templates.contentBySite({ siteId }, { kinds: ALL_KINDS })).find((t) => t.id === templateId);

  return {
    /** Every template (pages, mails, then texts) with the site's own and the default content, and the site's languages. */
    siteTemplates: async ({ siteId }: Pick<UseCaseContext, 'siteId'>) => ({
      languageIds: await siteLanguages(siteId),
      templates: await templates.contentBySite({ siteId }, { kinds: ALL_KINDS }),
    }),

    save: async ({ actor, siteId }: UseCaseContext<Actor>, input: TemplateContentInput) => {
      await editable(siteId, input.templateId, input.languageId);
      const value = sanitizeTemplateHtml(input.value);
      if (!hasVisibleContent(value)) throw badRequest(TEMPLATE_MESSAGES.content, { value: TEMPLATE_MESSAGES.content });
      await db.transaction((tx) =>
        repo.upsertSiteContent(tx, {
          siteId,
          templateId: input.templateId,
          languageId: input.languageId,
          value,
          updatedBy: actor.userId,
        }),
      );
      return one(siteId, input.templateId);
    },

    reset: async (
      { siteId }: Pick<UseCaseContext, 'siteId'>,
      { templateId, languageId }: { templateId: number; languageId: number },
    ) => {
      await editable(siteId, templateId, languageId);
      await db.transaction((tx) => repo.deleteSiteContent(tx, siteId, templateId, languageId));
      return one(siteId, templateId);
    },
  };
};

export type TemplateEditingService = ReturnType<typeof createTemplateEditingService>;
