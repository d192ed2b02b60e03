import type { ClientId } from '@ridedesk/domain/shared/constants';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { ApiError } from '../../lib/api-error.ts';
import { beginSession, readSignInClientId, rememberSignInIntent } from '../../lib/session.ts';
import { getRedirectUrl } from './api/get-redirect-url.ts';
import { getToken } from './api/get-token.ts';
import { clientIdOf, postLoginTarget, sessionFromTokens } from './post-login.ts';

export type DirectSignIn =
  | { userName: string; password: string; clientId: ClientId; customerSiteId: number }
  | { redirectUrl: string };

/**
 * Signs in without leaving the page, for screens that have just proven who someone is (a new
 * registration): the same getredirecturl and gettoken exchange the sign-in form and the
 * /redirect screen make, then the session is stored. Answers the post-login target.
 */
export const signInDirectly = async (how: DirectSignIn, portal: 'customer' | 'admin') => {
  let redirectUrl: string;
  if ('redirectUrl' in how) redirectUrl = how.redirectUrl;
  else {
    const { userName, password, clientId, customerSiteId } = how;
    redirectUrl = (await getRedirectUrl({ userName, password, clientId, CustomerSiteID: customerSiteId })).redirectUrl;
    rememberSignInIntent(clientId, customerSiteId);
  }
  const code = new URL(redirectUrl, window.location.origin).searchParams.get('code');
  if (!code) throw new ApiError({ status: 0, message: MESSAGES.genericFailure });
  const tokens = await getToken(code);
  const clientId = clientIdOf(tokens, portal, readSignInClientId());
  beginSession(sessionFromTokens(tokens, clientId, Date.now()));
  return postLoginTarget(clientId, tokens.user);
};
