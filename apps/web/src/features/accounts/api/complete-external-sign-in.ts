import type { ClientId } from '@ridedesk/domain/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { accountKeys } from './query-keys.ts';

/**
 * What the server answers when the identity provider sends the browser back (spec 01
 * "Identity-provider redirect screen"): a found account with its sign-in redirect, a found
 * account of another role (its redirect contains "home"), or not registered with the
 * provider's details and a one-time registration ticket.
 */
export type ExternalAnswer = {
  user_found: boolean;
  differentRole?: boolean;
  redirectUrl?: string;
  code?: string;
  message?: string;
  firstName?: string;
  lastName?: string;
  userEmail?: string;
  email?: string;
  registrationToken?: string;
};

export type ExternalCallback = {
  code: string;
  state: string;
  iss: string | null;
  clientId: ClientId | null;
  customerSiteId: number;
};

export type CallbackKind = 'signin' | 'register';

const PATHS: Record<CallbackKind, string> = {
  signin: '/api/account/getgoogleauthtoken',
  register: '/api/account/getregistergoogleauthtoken',
};

/** getgoogleauthtoken (sign-in) or getregistergoogleauthtoken (registration). */
export const completeExternalSignIn = async (kind: CallbackKind, callback: ExternalCallback) =>
  firstResult(
    await http.post<Results<ExternalAnswer>>(PATHS[kind], undefined, {
      query: {
        code: callback.code,
        state: callback.state,
        iss: callback.iss,
        clientId: callback.clientId,
        customerSiteId: kind === 'signin' ? callback.customerSiteId : undefined,
      },
      keepMessageFor: [422, 429],
      signOutOnAuthFailure: false,
    }),
  );

/** The provider's code and state are single use: the call runs once, never retried or refetched. */
export const useCompleteExternalSignIn = (kind: CallbackKind, callback: ExternalCallback | null) =>
  useQuery({
    ...queryOptions({
      queryKey: accountKeys.externalCallback(kind, callback?.code ?? null, callback?.state ?? null),
      queryFn: () => completeExternalSignIn(kind, callback as ExternalCallback),
    }),
    enabled: !!callback,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
