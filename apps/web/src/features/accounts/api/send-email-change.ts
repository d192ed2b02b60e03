import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type EmailChangeSent = { sent: boolean; email: string; expiresInMinutes: number; message: string };

/**
 * sendemailforusernameupdate (POST, with the current password): mails a confirmation link to the
 * NEW address and tells the current one; nothing changes
 * until it is opened. 409 when another account uses the address; 429 after too many e-mails.
 */
export const sendEmailChange = async (input: {
  oldEmail: string;
  newEmail: string;
  password: string;
  clientId: string;
}) =>
  firstResult(
    await http.post<Results<EmailChangeSent>>(
      '/api/auth/sendemailforusernameupdate',
      {
        oldEmailAddress: input.oldEmail,
        newEmailAddress: input.newEmail,
        password: input.password,
        templateType: TEMPLATE_NAMES.updateUsername,
        clientId: input.clientId,
      },
      { keepMessageFor: [409, 429] },
    ),
  );

export const useSendEmailChange = () => useMutation({ mutationFn: sendEmailChange });
