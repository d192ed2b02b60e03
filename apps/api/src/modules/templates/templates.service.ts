import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import * as readModel from './templates.read-model.ts';
import * as repo from './templates.repository.ts';

export const PAGE_KINDS = ['page'];
/** What templates management lists and edits: pages, mails and text messages (issue 22). */
export const ALL_KINDS = ['page', 'mail', 'sms'];

/** What a template read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;
type Template = Awaited<ReturnType<typeof repo.listTemplates>>[number];

/**
 * Content templates. Sites 4 and below show the product's defaults; a provider site (above 4)
 * shows its own content where it has some, and the default for the rest.
 */
export const createTemplatesService = (db: Db) => {
  const assemble = async (list: Template[], siteId: number | null) => {
    const ids = list.map((t) => t.id);
    const [defaults, own] = await Promise.all([
      readModel.defaultContents(db, ids),
      siteId !== null && isProviderSiteId(siteId) ? readModel.siteContents(db, siteId, ids) : Promise.resolve([]),
    ]);
    return list.map((t) => ({
      id: t.id,
      uniqueName: t.uniqueName,
      displayName: t.displayName,
      kind: t.kind,
      content: {
        contentLanguageMappings: defaults
          .filter((c) => c.templateId === t.id)
          .map(({ value, languages }) => ({ value, languages })),
        contentSiteLanguageMappings: own
          .filter((c) => c.templateId === t.id)
          .map(({ value, languages, updatedOn }) => ({ value, languages, updatedOn })),
      },
    }));
  };

  return {
    contentBySite: async ({ siteId }: Ctx, { kinds = PAGE_KINDS }: { kinds?: string[] } = {}) =>
      assemble(await repo.listTemplates(db, kinds), siteId),
    defaults: async (kinds = PAGE_KINDS) => assemble(await repo.listTemplates(db, kinds), null),
    /**
     * The named templates as contentBySite answers them (default and the site's own content per
     * language), read in one statement; a name without any content is left out.
     */
    contentByName: async ({ siteId }: Ctx, { uniqueNames }: { uniqueNames: string[] }) => {
      const rows = await readModel.contentsByName(db, isProviderSiteId(siteId) ? siteId : null, uniqueNames);
      const byTemplate = new Map<number, (typeof rows)[number][]>();
      for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row]);
      return [...byTemplate.values()].map((list) => ({
        id: list[0].templateId,
        uniqueName: list[0].uniqueName,
        displayName: list[0].displayName,
        kind: list[0].kind,
        content: {
          contentLanguageMappings: list.flatMap((r) =>
            r.defaultValue === null ? [] : [{ value: r.defaultValue, languages: r.languages }],
          ),
          contentSiteLanguageMappings: list.flatMap((r) =>
            r.ownValue === null || r.ownUpdatedOn === null
              ? []
              : [{ value: r.ownValue, languages: r.languages, updatedOn: r.ownUpdatedOn }],
          ),
        },
      }));
    },
    defaultByName: async (uniqueName: string) => {
      const template = await repo.findTemplateByName(db, uniqueName);
      if (!template) throw notFound(`No template named ${uniqueName}`);
      return (await assemble([template], null))[0];
    },
  };
};

export type TemplatesService = ReturnType<typeof createTemplatesService>;
