import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from './http.ts';

/** The shared language catalogue (api/language/getMasterData): every site picks from it. */
export type Language = { id: number; name: string; locale: string };

export const getLanguages = async () => (await http.get<Results<Language>>('/api/language/getMasterData')).results;

export const languagesQuery = () =>
  queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: Number.POSITIVE_INFINITY });

export const useLanguages = () => useQuery(languagesQuery());
