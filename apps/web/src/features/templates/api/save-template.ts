import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { ManagedTemplate } from './list-site-templates.ts';
import { templateKeys } from './query-keys.ts';

/** POST api/template/update: the site's own content of a template in one language (sanitized by the server). */
export const saveTemplate = async (input: { templateId: number; languageId: number; value: string }) =>
  firstResult(await http.post<Results<ManagedTemplate>>('/api/template/update', input));

/** POST api/template/reset: back to the product's default content in that language. */
export const resetTemplate = async (input: { templateId: number; languageId: number }) =>
  firstResult(await http.post<Results<ManagedTemplate>>('/api/template/reset', input));

const useTemplateChange = <I>(fn: (input: I) => Promise<ManagedTemplate>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useSaveTemplate = () => useTemplateChange(saveTemplate);
export const useResetTemplate = () => useTemplateChange(resetTemplate);
