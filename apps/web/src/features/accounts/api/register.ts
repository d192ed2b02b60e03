import type { RegisterInput } from '@ridedesk/domain/auth/account-forms';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type Registered = {
  userId: number;
  userName: string;
  email: string;
  role: string;
  siteId: number;
  registrationStatus: string | null;
  site: { id: number; host: string; title: string } | null;
  message: string;
};

/**
 * api/account/register (201): a provider with its site and administrator, or a traveller of
 * this site. 409 names a taken username or address; 422 asks for the verified address first.
 */
export const register = async (form: RegisterInput) =>
  firstResult(
    await http.post<Results<Registered>>('/api/account/register', form, {
      keepMessageFor: [409, 422, 429],
      signOutOnAuthFailure: false,
    }),
  );

export const useRegister = () => useMutation({ mutationFn: register });
