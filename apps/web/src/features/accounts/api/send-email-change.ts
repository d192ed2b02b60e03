import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type EmailChangeSent = { sent: boolean; email: string; expiresInMinutes: number; message: string };

/**
 * sendemailforusernameupdate: mails a confirmation link to the NEW address; nothing changes
 * until it is opened. 409 when another account uses the address; 429 after too many e-mails.
 */
export const sendEmailChange = async (input: { oldEmail: string; newEmail: string; clientId: string }) =>
  firstResult(
    await http.get<Results<EmailChangeSent>>('/api/auth/sendemailforusernameupdate', {
      query: {
        oldEmailAddress: input.oldEmail,
        newEmailAddress: input.newEmail,
        templateType: TEMPLATE_NAMES.updateUsername,
        clientId: input.clientId,
      },
      keepMessageFor: [409, 429],
    }),
  );

export const useSendEmailChange = () => useMutation({ mutationFn: sendEmailChange });
