import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { accountKeys } from './query-keys.ts';

/** api/settings/getgoogleapisettings: whether "Sign in with Google" is offered on this server. */
export const getExternalSignInSettings = async () =>
  firstResult(
    await http.get<Results<{ googleSignInEnabled: boolean }>>('/api/settings/getgoogleapisettings', {
      query: { isLogin: true },
      signOutOnAuthFailure: false,
    }),
  );

export const externalSignInSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.externalSettings(),
    queryFn: getExternalSignInSettings,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** True only once the server said external sign-in is on; a failed check hides the button. */
export const useExternalSignInEnabled = () =>
  useQuery(externalSignInSettingsQuery()).data?.googleSignInEnabled === true;
