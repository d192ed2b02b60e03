import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { changeUiLanguage } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/languages.ts';
import { readClientSite, writeClientSite } from '../../../lib/session.ts';
import type { LoadedSite } from './get-client-site.ts';

/** api/site/setlanguage: the site confirms it offers the language (and remembers it for a signed-in user). */
export const setLanguage = async (languageId: number) =>
  firstResult(await http.get<Results<Language>>('/api/site/setlanguage', { query: { languageId } }));

export const useSetLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: async (language) => {
      const record = readClientSite();
      if (record) writeClientSite({ ...record, locale: language.locale });
      queryClient.setQueryData<LoadedSite>(['client-site'], (site) =>
        site ? { ...site, locale: language.locale } : site,
      );
      await changeUiLanguage(language.locale);
    },
  });
};
