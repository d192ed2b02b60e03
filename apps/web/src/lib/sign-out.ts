import { http } from './http.ts';
import { currentPath, hardNavigate } from './navigation.ts';
import { forgetEverything, readSession } from './session.ts';
import { portalRoot } from './session-rules.ts';

/**
 * Sign-out: ends the session on the server (its refresh token family), then clears all local
 * storage and goes to the portal's start page (spec 01 section 4). The local part happens even
 * when the server cannot be reached.
 */
export const signOut = async () => {
  const refreshToken = readSession()?.refreshToken;
  if (refreshToken) {
    await http.post('/api/auth/logout', { refreshToken }, { signOutOnAuthFailure: false }).catch(() => undefined);
  }
  forgetEverything();
  hardNavigate(portalRoot(currentPath()));
};
