import {
  ASSISTANT_HANDOVERS,
  ASSISTANT_MESSAGES,
  type AssistantLocale,
  answerText,
  buildHelpIndex,
  type HelpIndex,
  handoversFor,
  searchHelp,
  sectionsFromHtml,
} from '@ridedesk/domain/assistant/assistant-search';
import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import type { RequestSite } from '../../plugins/tenant.ts';
import { languagesByIds } from '../languages/languages.service.ts';
import type { TemplatesService } from '../templates/templates.service.ts';

/** The customer portal's page of each footer template (the assistant links its source). */
export const TEMPLATE_PAGES: Record<string, string> = {
  [TEMPLATE_NAMES.faq]: '/faq',
  [TEMPLATE_NAMES.about]: '/aboutus',
  [TEMPLATE_NAMES.privacy]: '/privacypolicy',
  [TEMPLATE_NAMES.terms]: '/termsofservice',
  [TEMPLATE_NAMES.contact]: '/support',
};

/** The FAQ answers first when two sections score alike: it is written for travellers' questions. */
const ORDER = [
  TEMPLATE_NAMES.faq,
  TEMPLATE_NAMES.contact,
  TEMPLATE_NAMES.about,
  TEMPLATE_NAMES.terms,
  TEMPLATE_NAMES.privacy,
];

const CACHE_MAX = 500;

/**
 * The assistant (chatbot widget): answers from the site's FAQ and help pages in the site's
 * language, with an in-memory BM25 index per site, language and content version; hands over to
 * the booking wizard or the feedback form; says plainly when it does not know.
 */
export const createAssistantService = (deps: { db: Db; templates: TemplatesService }) => {
  const { db, templates } = deps;
  const cache = new Map<string, HelpIndex>();

  /** The language to answer in: the one asked for when the site offers it, else the site's own. */
  const languageOf = async (site: RequestSite, locale?: string) => {
    const offered = await languagesByIds(db, [site.preferredLanguageId, ...site.otherLanguageIds]);
    const wanted = offered.find((l) => l.locale === locale) ?? offered.find((l) => l.id === site.preferredLanguageId);
    return wanted ?? { id: 1, locale: 'en', name: 'English' };
  };

  const indexFor = async (siteId: number, language: { id: number; locale: string }) => {
    const list = await templates.contentBySite({ siteId });
    const pages = list
      .filter((t) => TEMPLATE_PAGES[t.uniqueName])
      .sort((a, b) => ORDER.indexOf(a.uniqueName as never) - ORDER.indexOf(b.uniqueName as never))
      .map((t) => {
        const own = t.content.contentSiteLanguageMappings.find((c) => c.languages.id === language.id);
        const fallback = t.content.contentLanguageMappings.find((c) => c.languages.id === language.id);
        return { template: t, value: (own ?? fallback)?.value ?? '', version: own ? String(own.updatedOn) : 'default' };
      });
    const key = `${siteId}:${language.id}:${pages.map((p) => `${p.template.id}@${p.version}`).join(',')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const locale: AssistantLocale = language.locale === 'es' ? 'es' : 'en';
    const index = buildHelpIndex(
      pages.flatMap((p) =>
        sectionsFromHtml(p.value, { uniqueName: p.template.uniqueName, displayName: p.template.displayName }),
      ),
      locale,
    );
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, index);
    return index;
  };

  return {
    ask: async (site: RequestSite, question: string, locale?: string) => {
      const language = await languageOf(site, locale);
      const index = await indexFor(site.id, language);
      const match = searchHelp(index, question);
      const wanted = handoversFor(question);
      const messages = ASSISTANT_MESSAGES[index.locale];
      // Unknown questions always offer both ways forward.
      const handovers = match ? wanted : (['booking', 'feedback'] as const);
      return {
        known: match !== null,
        locale: index.locale,
        answer: match ? answerText(match.section.text) : messages.unknown,
        heading: match?.section.heading ?? null,
        source: match
          ? {
              uniqueName: match.section.uniqueName,
              displayName: match.section.displayName,
              path: TEMPLATE_PAGES[match.section.uniqueName],
            }
          : null,
        actions: handovers.map((type) => ({ type, path: ASSISTANT_HANDOVERS[type] })),
      };
    },
  };
};

export type AssistantService = ReturnType<typeof createAssistantService>;
