import type { ClientId } from '@ridedesk/domain/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type ExternalPurpose = 'signin' | 'register';

/**
 * getgoogleredirecturl: the identity provider's page for this portal and site. The provider
 * sends the browser back to /googleredirect (sign-in) or /googleregisterredirect (register).
 */
export const startExternalSignIn = async (input: {
  clientId: ClientId;
  customerSiteId: number;
  purpose: ExternalPurpose;
  userName?: string;
}) =>
  firstResult(
    await http.post<Results<{ redirectUrl: string }>>('/api/account/getgoogleredirecturl', input, {
      keepMessageFor: [422, 429],
      signOutOnAuthFailure: false,
    }),
  );

export const useStartExternalSignIn = () => useMutation({ mutationFn: startExternalSignIn });
