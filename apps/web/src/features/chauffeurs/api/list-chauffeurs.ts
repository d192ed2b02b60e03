import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Chauffeur, ChauffeurPage } from '../chauffeur.ts';
import { chauffeurKeys } from './query-keys.ts';

type Filters = { siteId: number | null; search: string; page: number };

/** GET /api/chauffeurs?siteId&pageNumber&search: a page (10) of the site's chauffeurs. */
export const listChauffeurs = async ({ siteId, search, page }: Filters): Promise<ChauffeurPage> => {
  const answer = await http.get<PagedResults<Chauffeur>>('/api/chauffeurs', {
    query: { siteId, search, pageNumber: page },
  });
  return { chauffeurs: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const chauffeursQuery = (filters: Filters) =>
  queryOptions({
    queryKey: chauffeurKeys.list(filters),
    queryFn: () => listChauffeurs(filters),
    placeholderData: keepPreviousData,
  });

export const useChauffeurs = (filters: Filters) => useQuery(chauffeursQuery(filters));
