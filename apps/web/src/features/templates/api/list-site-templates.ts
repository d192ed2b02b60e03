import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { SiteTemplate } from '../template-content.ts';
import { templateKeys } from './query-keys.ts';

/** A template as templates management reads it: its id and kind besides the contents ('sms': a text message). */
export type ManagedTemplate = SiteTemplate & { id: number; kind: 'page' | 'mail' | 'sms' };

/** api/template/mappingBySiteId: every template (pages, mails, texts) of the staff's site, and its languages. */
export const listSiteTemplates = async () => {
  const answer = await http.get<Results<ManagedTemplate> & { languageIds: number[] }>('/api/template/mappingBySiteId');
  return { templates: answer.results, languageIds: answer.languageIds ?? [] };
};

export const siteTemplatesQuery = () => queryOptions({ queryKey: templateKeys.management, queryFn: listSiteTemplates });

export const useSiteTemplates = () => useQuery(siteTemplatesQuery());
