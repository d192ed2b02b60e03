import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { changeUiLanguage } from '../../../lib/i18n.ts';
import { getLanguages, type Language } from '../../../lib/languages.ts';
import { readClientSite, writeClientSite } from '../../../lib/session.ts';
import { type ClientSite, offeredLanguages, resolveLocale, toClientSiteRecord } from '../client-site.ts';

export type LoadedSite = ClientSite & { languages: Language[]; locale: string };

/**
 * Loads the site the page was opened on (getSiteIdOfClient) with the language catalogue,
 * stores the client site record (spec 01 section 3) and switches the interface language.
 */
export const getClientSite = async (): Promise<LoadedSite> => {
  const [site, catalogue] = await Promise.all([
    http.get<Results<ClientSite>>('/api/site/getSiteIdOfClient').then(firstResult),
    getLanguages(),
  ]);
  const locale = resolveLocale(site, catalogue, readClientSite());
  writeClientSite(toClientSiteRecord(site, locale));
  await changeUiLanguage(locale);
  return { ...site, languages: offeredLanguages(site, catalogue), locale };
};

export const clientSiteQuery = () =>
  queryOptions({ queryKey: ['client-site'], queryFn: getClientSite, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export const useClientSite = () => useQuery(clientSiteQuery());

/** The site's title as the page shows it: its own, or the product default for site 4. */
export const siteTitleOf = (site: Pick<ClientSite, 'site_title' | 'site_id'>) =>
  site.site_title?.trim() || (site.site_id === DEFAULT_SITE_ID ? MESSAGES.defaultSiteTitle : '');

/** The short name used in sentences and the copyright line. */
export const siteNameOf = (site: Pick<ClientSite, 'site_name' | 'site_title' | 'site_id'>) =>
  site.site_name?.trim() || siteTitleOf(site);
