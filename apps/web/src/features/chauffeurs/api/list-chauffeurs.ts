import { useQuery } from '@tanstack/react-query';
import { asPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Chauffeur } from '../chauffeur.ts';
import { chauffeurKeys } from './query-keys.ts';

type Filters = { siteId: number | null; search: string; page: number };

/** GET /api/chauffeurs?siteId&pageNumber&search: a page (10) of the site's chauffeurs. */
export const listChauffeurs = async ({ siteId, search, page }: Filters) =>
  asPage(await http.get<PagedResults<Chauffeur>>('/api/chauffeurs', { query: { siteId, search, pageNumber: page } }));

export const chauffeursQuery = (filters: Filters) =>
  pagedQuery(chauffeurKeys.list(filters), () => listChauffeurs(filters));

export const useChauffeurs = (filters: Filters) => useQuery(chauffeursQuery(filters));
