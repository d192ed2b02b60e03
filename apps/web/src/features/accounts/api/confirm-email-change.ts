import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Profile } from './get-profile.ts';
import { accountKeys } from './query-keys.ts';

type Link = { oldEmail: string; newEmail: string; token: string };

/**
 * api/auth/confirmemailchange: applies the link mailed to the new address. It needs no
 * sign-in, so the link works in any browser; a used or expired link answers 400.
 */
export const confirmEmailChange = async ({ oldEmail, newEmail, token }: Link) =>
  firstResult(
    await http.post<Results<Profile & { message: string }>>(
      '/api/auth/confirmemailchange',
      { oldemail: oldEmail, newemail: newEmail, token },
      { keepMessageFor: [409, 429], signOutOnAuthFailure: false },
    ),
  );

/** The link is single use: the call runs once per link and is never retried or refetched. */
export const useConfirmEmailChange = (link: Link | null) =>
  useQuery({
    ...queryOptions({
      queryKey: accountKeys.emailChange(link?.oldEmail ?? '', link?.newEmail ?? '', link?.token ?? ''),
      queryFn: () => confirmEmailChange(link as Link),
    }),
    enabled: !!link,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
