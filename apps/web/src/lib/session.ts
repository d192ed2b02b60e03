import type { ClientId } from '@ridedesk/domain/shared/constants';
import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from './jwt.ts';
import { clearAllStorage, readJson, readText, removeKey, STORAGE_KEYS, writeJson, writeText } from './storage.ts';

/** The signed-in user as gettoken and RefreshAccessToken answer it (spec 01 section 3). */
export type SessionUser = {
  userId: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  siteId: number;
  authenticationType: string | null;
  paymentStatus: string | null;
  preferredTimezone: string | null;
  preferredLanguageId?: number | null;
  serviceProvider?: { name: string; phone: string | null; email: string | null } | null;
};

export type Session = {
  loggedIn: true;
  clientId: ClientId;
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
  /** When the tokens were last stored; other tabs reschedule their refresh when it changes. */
  updatedAt: number;
  user: SessionUser;
};

/** The client site record (spec 01 section 3), kept so every request can carry the site token. */
export type ClientSiteRecord = {
  site_id: number;
  preferred_language_id: number;
  locale: string;
  site_title: string;
  site_color: string;
  access_token: string;
};

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The current session, or null when nobody is signed in (or the stored one is unusable). */
export const readSession = (): Session | null => {
  const raw = readText(STORAGE_KEYS.session);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  const parsed = raw ? readJson<Session>(STORAGE_KEYS.session) : null;
  cachedSession = parsed?.loggedIn && typeof parsed.accessToken === 'string' ? parsed : null;
  return cachedSession;
};

export const writeSession = (session: Session) => {
  writeJson(STORAGE_KEYS.session, session);
  notify();
};

/** A fresh sign-in: store the tokens and count the sign-in itself as activity. */
export const beginSession = (session: Session) => {
  writeText(STORAGE_KEYS.lastActivity, String(Date.now()));
  writeSession(session);
};

export const clearSession = () => {
  removeKey(STORAGE_KEYS.session);
  notify();
};

/** Clears all local storage (sign-out, idle timeout, an auth failure). */
export const forgetEverything = () => {
  clearAllStorage();
  notify();
};

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Another tab changed the session: tell this tab's subscribers (the greeting, the guards, the refresh timer). */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.session) notify();
  });
}

export const useSession = () => useSyncExternalStore(subscribeSession, readSession, () => null);

export const readClientSite = () => readJson<ClientSiteRecord>(STORAGE_KEYS.clientSite);
export const writeClientSite = (record: ClientSiteRecord) => writeJson(STORAGE_KEYS.clientSite, record);

/**
 * The bearer token for API calls: the signed-in user's, or else the site's anonymous token. An
 * access token past its expiry is not sent (it could only earn a 401); the call goes out as
 * the site's, and a call that needs the user then ends the dead session the usual way.
 */
export const bearerToken = (now = Date.now()) => {
  const session = readSession();
  if (session && session.expiresAt > now) return session.accessToken;
  const siteToken = readClientSite()?.access_token;
  const expiry = Number(decodeJwtPayload(siteToken)?.exp);
  // A site token kept from an earlier visit may have run out; the site is loaded again without it.
  if (!siteToken || (Number.isFinite(expiry) && expiry * 1000 <= now)) return null;
  return siteToken;
};

/** The site chosen in the site list for management (spec 01 section 4). */
export const writeServiceProviderSiteId = (siteId: number) =>
  writeText(STORAGE_KEYS.serviceProviderSiteId, String(siteId));
export const readServiceProviderSiteId = () => {
  const value = Number(readText(STORAGE_KEYS.serviceProviderSiteId));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Which portal and site a sign-in was started from; the callback screens read them back. */
export const rememberSignInIntent = (clientId: ClientId, customerSiteId: number) => {
  writeText(STORAGE_KEYS.signInClientId, clientId);
  writeText(STORAGE_KEYS.signInCustomerSiteId, String(customerSiteId));
};
export const readSignInClientId = () => readText(STORAGE_KEYS.signInClientId) as ClientId | null;
