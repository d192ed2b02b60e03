import {
  BOOKING_LOADER_DELAY_MS,
  CLIENT_IDS,
  IDLE_TIMEOUT_SECONDS,
  LOADER_DELAY_MS,
  REFRESH_BEFORE_EXPIRY_SECONDS,
  REFRESH_MIN_DELAY_SECONDS,
} from '@ridedesk/domain/shared/constants';
import { MESSAGES } from '@ridedesk/domain/shared/messages';

/**
 * Pure rules of the session (spec 01 sections 4, 8 and 9). The browser-facing modules
 * (http, token-refresh, idle-logout) only wire these to timers, storage and fetch.
 */

/** Refresh 180 s before expiry, but never sooner than 15 s from now. */
export const refreshDelayMs = (expiresAtMs: number, nowMs: number) =>
  Math.max(expiresAtMs - nowMs - REFRESH_BEFORE_EXPIRY_SECONDS * 1000, REFRESH_MIN_DELAY_SECONDS * 1000);

/** Whether a token expiring at expiresAtMs is still fresh enough that no refresh is due yet. */
export const refreshIsDue = (expiresAtMs: number, nowMs: number) =>
  expiresAtMs - nowMs <= REFRESH_BEFORE_EXPIRY_SECONDS * 1000;

export type RefreshedTokens = {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  expiresIn: number | null;
};

type Loose = Record<string, unknown> | null | undefined;
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * Reads a refresh answer. The access token may sit in results[0].access_token, accessToken or
 * token, or in data.accessToken; the refresh token likewise (spec 01 section 7).
 */
export const readRefreshedTokens = (body: unknown): RefreshedTokens => {
  const root = (body ?? {}) as Record<string, unknown>;
  const first = (Array.isArray(root.results) ? root.results[0] : undefined) as Loose;
  const data = root.data as Loose;
  const accessToken =
    text(first?.access_token) ?? text(first?.accessToken) ?? text(first?.token) ?? text(data?.accessToken);
  if (!accessToken) throw new Error(MESSAGES.refreshMissingAccessToken);
  const refreshToken =
    text(first?.refresh_token) ?? text(first?.refreshToken) ?? text(data?.refreshToken) ?? text(data?.refresh_token);
  const expiresIn = Number(first?.expires_in ?? data?.expires_in);
  return {
    accessToken,
    refreshToken: refreshToken ?? null,
    idToken: text(first?.id_token) ?? null,
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null,
  };
};

/** Statuses after which a refresh token is known to be dead. */
const DEAD_SESSION_STATUSES = [400, 401, 403];

/**
 * What to do after a failed refresh attempt (attempt 1 is the first try).
 * 400/401/403: the session is over: clear the tokens and go home.
 * Anything else (network, 5xx, missing token in the answer): keep the tokens and retry once;
 * when the retry fails too, the user is signed out.
 */
export const refreshFailureAction = (
  status: number | undefined,
  attempt: number,
  online = true,
): 'sign-out' | 'retry' | 'wait-online' => {
  if (status !== undefined && DEAD_SESSION_STATUSES.includes(status)) return 'sign-out';
  // No network at all (a chauffeur's phone in a tunnel): the tokens may be perfectly good; try
  // again when the browser is back online instead of ending the session (decision 0029).
  if (status === undefined && !online) return 'wait-online';
  return attempt < 2 ? 'retry' : 'sign-out';
};

/** Delay before the single retry of a failed refresh. */
export const REFRESH_RETRY_DELAY_MS = 5_000;

/**
 * Whether the idle sign-out applies to a session of this client. The chauffeur's app is exempt:
 * the phone sits in its cradle for a whole ride without a tap, and a sign-out would strand the
 * status changes queued on it (decision 0029).
 */
export const idleSignOutApplies = (clientId: string) => clientId !== CLIENT_IDS.driver;

/** Idle for 900 s or more (spec 01 section 9). */
export const isIdle = (lastActivityMs: number, nowMs: number, timeoutSeconds = IDLE_TIMEOUT_SECONDS) =>
  nowMs - lastActivityMs >= timeoutSeconds * 1000;

/** The root of the portal a path belongs to: the back office under /admin, the chauffeur's app under /driver, else the site root. */
export const portalRoot = (pathname: string) => {
  if (/^\/admin(\/|$)/i.test(pathname)) return '/admin';
  return /^\/driver(\/|$)/i.test(pathname) ? '/driver' : '/';
};

/** The loader shows after 200 ms of a running request, 700 ms in the booking area. */
export const loaderDelayMs = (pathname: string) =>
  /^\/systembooking(\/|$)/i.test(pathname) ? BOOKING_LOADER_DELAY_MS : LOADER_DELAY_MS;
