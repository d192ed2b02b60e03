import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { StaffAnswer } from '../staff.ts';
import { staffKeys } from './query-keys.ts';
import { KEEP_MESSAGES } from './save-staff.ts';

/** POST api/user/enableDisable: disabling ends the user's sessions; enabling needs a seat in the plan. */
export const setStaffEnabled = async (input: { siteId: number | null; id: number; isEnabled: boolean }) =>
  firstResult(
    await http.post<Results<StaffAnswer>>(
      '/api/user/enableDisable',
      { id: input.id, isEnabled: input.isEnabled, ...(input.siteId ? { siteId: input.siteId } : {}) },
      { keepMessageFor: KEEP_MESSAGES },
    ),
  );

export const useSetStaffEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
