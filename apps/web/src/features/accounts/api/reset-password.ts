import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/**
 * api/account/resetpassword: the mailed link's token (sent as userId, as the spec's page
 * does, and as token) and the new password. A dead link answers 400 with its message.
 */
export const resetPassword = async ({ token, newPassword }: { token: string; newPassword: string }) =>
  firstResult(
    await http.post<Results<{ userName: string; message: string }>>(
      '/api/account/resetpassword',
      { userId: token, token, newPassword },
      { keepMessageFor: [429], signOutOnAuthFailure: false },
    ),
  );

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
