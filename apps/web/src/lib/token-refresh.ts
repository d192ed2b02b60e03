import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { currentPath, hardNavigate } from './navigation.ts';
import {
  forgetEverything,
  readSession,
  type Session,
  type SessionUser,
  subscribeSession,
  writeSession,
} from './session.ts';
import {
  portalRoot,
  REFRESH_RETRY_DELAY_MS,
  readRefreshedTokens,
  refreshDelayMs,
  refreshFailureAction,
  refreshIsDue,
} from './session-rules.ts';

/** A refresh that failed, with the answer's status when there was one. */
export class RefreshError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'RefreshError';
    this.status = status;
  }
}

/**
 * One refresh call. It is sent outside the normal request processing (no bearer, no loader,
 * no 401 handling) and answers the new session.
 */
export const refreshSession = async (session: Session, now: () => number = Date.now): Promise<Session> => {
  if (!session.refreshToken) throw new RefreshError(MESSAGES.noRefreshToken);
  let response: Response;
  try {
    // The refresh token goes in the body, never the address: proxies' access logs keep addresses.
    response = await fetch('/api/auth/RefreshAccessToken', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: session.clientId, refreshToken: session.refreshToken }),
    });
  } catch {
    throw new RefreshError(MESSAGES.genericFailure);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? MESSAGES.genericFailure;
    throw new RefreshError(message, response.status);
  }
  const tokens = readRefreshedTokens(body);
  const user = ((body as { results?: { user?: SessionUser }[] }).results?.[0]?.user ?? session.user) as SessionUser;
  const stamp = now();
  return {
    ...session,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? session.refreshToken,
    idToken: tokens.idToken ?? session.idToken,
    expiresAt: stamp + (tokens.expiresIn ?? 15 * 60) * 1000,
    updatedAt: stamp,
    user,
  };
};

/** The browser's side of a dead session: forget everything and return to the portal root. */
const signOutEverywhere = () => {
  forgetEverything();
  hardNavigate(portalRoot(currentPath()));
};

type LockManagerLike = { request: (name: string, callback: () => Promise<void>) => Promise<void> };

/** Tabs take turns refreshing, so two tabs never spend the same refresh token (which ends the session). */
const withRefreshLock = async (work: () => Promise<void>) => {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks?.request) await locks.request('ridedesk-token-refresh', work);
  else await work();
};

let timer: ReturnType<typeof setTimeout> | undefined;
let scheduledFor: string | undefined;

const attemptRefresh = async (attempt: number): Promise<void> => {
  await withRefreshLock(async () => {
    const session = readSession();
    if (!session) return;
    // Another tab refreshed while this one waited for its turn: nothing to do but reschedule.
    if (!refreshIsDue(session.expiresAt, Date.now())) {
      scheduleTokenRefresh();
      return;
    }
    try {
      writeSession(await refreshSession(session));
      scheduleTokenRefresh();
    } catch (error) {
      const status = error instanceof RefreshError ? error.status : undefined;
      const action = refreshFailureAction(status, attempt, globalThis.navigator?.onLine !== false);
      if (action === 'sign-out') {
        signOutEverywhere();
        return;
      }
      if (action === 'wait-online') {
        clearTimeout(timer);
        timer = undefined;
        window.addEventListener('online', () => void attemptRefresh(1), { once: true });
        return;
      }
      console.warn(`Token refresh failed, retrying once: ${(error as Error).message}`);
      clearTimeout(timer);
      timer = setTimeout(() => void attemptRefresh(attempt + 1), REFRESH_RETRY_DELAY_MS);
    }
  });
};

/** (Re)schedules the refresh of the stored session; a no-op when nobody is signed in. */
export const scheduleTokenRefresh = () => {
  const session = readSession();
  const key = session ? `${session.accessToken}:${session.expiresAt}` : undefined;
  if (key === scheduledFor && timer) return;
  clearTimeout(timer);
  timer = undefined;
  scheduledFor = key;
  if (!session) return;
  timer = setTimeout(() => void attemptRefresh(1), refreshDelayMs(session.expiresAt, Date.now()));
};

/** Keeps the refresh scheduled for the life of the page, also when another tab stores new tokens. */
export const startTokenRefresh = () => {
  scheduleTokenRefresh();
  const unsubscribe = subscribeSession(scheduleTokenRefresh);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
    scheduledFor = undefined;
  };
};
