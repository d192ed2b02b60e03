import type { ClientId } from '@ridedesk/domain/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type SignInRequest = { userName: string; password: string; clientId: ClientId; CustomerSiteID: number };

/**
 * api/account/getredirecturl checks the credentials and answers where the browser continues
 * (/redirect or /admin/redirect with a one-time code). Its 401, 403 and 429 answers are
 * messages for the person signing in, not the end of a session.
 */
export const getRedirectUrl = async (request: SignInRequest) =>
  firstResult(
    await http.post<Results<{ redirectUrl: string }>>('/api/account/getredirecturl', request, {
      keepMessageFor: [401, 403, 429],
      signOutOnAuthFailure: false,
    }),
  );

export const useGetRedirectUrl = () => useMutation({ mutationFn: getRedirectUrl });
