import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/**
 * api/auth/updatepassword: the current and the new password. Ends the account's other
 * sessions; 422 for an account that signs in through Google; 429 after too many wrong tries.
 */
export const updatePassword = async (input: { username: string; password: string; newPassword: string }) =>
  firstResult(
    await http.post<Results<{ message: string }>>('/api/auth/updatepassword', input, { keepMessageFor: [422, 429] }),
  );

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
