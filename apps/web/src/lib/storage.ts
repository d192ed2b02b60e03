/**
 * Everything the browser keeps between visits lives in localStorage under these keys, so that
 * "clear all local storage" (sign-out, idle timeout, a 401/403) really forgets the session.
 */
export const STORAGE_KEYS = {
  clientSite: 'rd.clientSite',
  session: 'rd.session',
  lastActivity: 'rd.lastActivity',
  serviceProviderSiteId: 'rd.serviceProviderSiteId',
  signInClientId: 'rd.clientId',
  signInCustomerSiteId: 'rd.customerSiteId',
} as const;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export const readJson = <T>(key: string): T | null => {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const writeJson = (key: string, value: unknown) => storage()?.setItem(key, JSON.stringify(value));
export const readText = (key: string) => storage()?.getItem(key) ?? null;
export const writeText = (key: string, value: string) => storage()?.setItem(key, value);
export const removeKey = (key: string) => storage()?.removeItem(key);

/** Spec 01 section 4: logout, idle timeout and an auth failure clear all local storage. */
export const clearAllStorage = () => storage()?.clear();
