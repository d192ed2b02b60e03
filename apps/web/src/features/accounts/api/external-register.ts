import type { GoogleRegisterInput } from '@ridedesk/domain/auth/account-forms';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Registered } from './register.ts';

/**
 * api/account/googleregister (201): an account without a password of ours, for the address the
 * identity provider confirmed; the ticket rides in `token`. The answer carries the sign-in redirect.
 */
export const externalRegister = async (form: GoogleRegisterInput) =>
  firstResult(
    await http.post<Results<Registered & { redirectUrl: string; code: string }>>('/api/account/googleregister', form, {
      keepMessageFor: [409, 422, 429],
      signOutOnAuthFailure: false,
    }),
  );

export const useExternalRegister = () => useMutation({ mutationFn: externalRegister });
