import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { SiteTemplate } from '../template-content.ts';
import { templateKeys } from './query-keys.ts';

/** api/template/getsitetemplatecontents: the current site's templates, site content and defaults. */
export const getSiteTemplateContents = async () =>
  (await http.get<Results<SiteTemplate>>('/api/template/getsitetemplatecontents')).results;

export const siteTemplateContentsQuery = () =>
  queryOptions({ queryKey: templateKeys.siteContents, queryFn: getSiteTemplateContents, staleTime: 5 * 60_000 });

export const useSiteTemplateContents = () => useQuery(siteTemplateContentsQuery());
