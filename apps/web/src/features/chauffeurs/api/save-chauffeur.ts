import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { ChauffeurAnswer } from '../chauffeur.ts';
import type { ChauffeurBody } from '../chauffeur-form.ts';
import { chauffeurKeys } from './query-keys.ts';

/** 409 (address taken) and 422 (a rule of the profile) are shown as the server says them. */
const KEEP_MESSAGES = [409, 422] as const;

export type ChauffeurSave = { siteId: number | null } & (
  | { id: number; body: Omit<ChauffeurBody, 'email' | 'userName'> }
  | { id?: undefined; body: ChauffeurBody }
);

/** POST /api/chauffeurs (invite: the user and the mail) or PUT /api/chauffeurs/{id} (the profile). */
export const saveChauffeur = async ({ siteId, id, body }: ChauffeurSave) => {
  const payload = { ...body, ...(siteId ? { siteId } : {}) };
  const answer =
    id === undefined
      ? await http.post<Results<ChauffeurAnswer>>('/api/chauffeurs', payload, { keepMessageFor: KEEP_MESSAGES })
      : await http.put<Results<ChauffeurAnswer>>(`/api/chauffeurs/${id}`, payload, { keepMessageFor: KEEP_MESSAGES });
  return firstResult(answer);
};

export const useSaveChauffeur = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChauffeur,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chauffeurKeys.all });
      // The board lists chauffeurs with their hours: its days are stale now.
      void queryClient.invalidateQueries({ queryKey: ['dispatch'] });
    },
  });
};
