import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type CodeSent = { sent: boolean; email: string; expiresInMinutes: number; message: string };

/**
 * sendemailfornewuseremailverification: mails a six-digit code to an address that has no
 * account yet. Its 409 (address taken) and 429 (too many e-mails) carry texts for the person.
 */
export const sendVerificationCode = async ({ email, clientId }: { email: string; clientId: string }) =>
  firstResult(
    await http.get<Results<CodeSent>>('/api/emailverificationcode/sendemailfornewuseremailverification', {
      query: { email, templateType: TEMPLATE_NAMES.emailVerification, clientId },
      keepMessageFor: [409, 422, 429],
      signOutOnAuthFailure: false,
    }),
  );

export const useSendVerificationCode = () => useMutation({ mutationFn: sendVerificationCode });
