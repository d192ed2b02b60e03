import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

/**
 * SendEmailForgotPassword: mails a reset link to the account's address. The answer is the same
 * whether or not the account exists.
 */
export const sendForgotPassword = async (userName: string) =>
  firstResult(
    await http.get<Results<{ sent: boolean; message: string }>>('/api/EmailVerificationCode/SendEmailForgotPassword', {
      query: { userName },
      keepMessageFor: [429],
      signOutOnAuthFailure: false,
    }),
  );

export const useSendForgotPassword = () => useMutation({ mutationFn: sendForgotPassword });
