import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { StaffAnswer } from '../staff.ts';
import { KEEP_MESSAGES } from './save-staff.ts';

/** POST api/user/resendInvitation: a new link to set the password (the old one stops working). */
export const resendInvitation = async (input: { siteId: number | null; id: number }) =>
  firstResult(
    await http.post<Results<StaffAnswer>>(
      '/api/user/resendInvitation',
      { id: input.id, ...(input.siteId ? { siteId: input.siteId } : {}) },
      { keepMessageFor: KEEP_MESSAGES },
    ),
  );

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
