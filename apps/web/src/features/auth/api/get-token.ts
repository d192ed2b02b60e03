import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { SessionUser } from '../../../lib/session.ts';

export type TokenAnswer = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  user: SessionUser;
};

/**
 * api/auth/gettoken exchanges the one-time sign-in code for tokens and the user state. The code
 * goes in a JSON body (the server also takes the spec's query form), so no access log keeps it.
 */
export const getToken = async (code: string) =>
  firstResult(
    await http.post<Results<TokenAnswer>>(
      '/api/auth/gettoken',
      { code },
      { keepMessageFor: [401, 403, 429], signOutOnAuthFailure: false },
    ),
  );

/** The code is single use: the query never retries and never refetches (React's double effects share it). */
export const useGetToken = (code: string | null) =>
  useQuery({
    queryKey: ['gettoken', code],
    queryFn: () => getToken(code as string),
    enabled: !!code,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
