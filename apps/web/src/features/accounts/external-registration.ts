import type { ClientId } from '@ridedesk/domain/shared/constants';

/**
 * The one-time registration ticket an external sign-in answered for someone not registered yet,
 * with the details the provider confirmed. It lives in this tab's sessionStorage until the
 * external registration uses it (it is good for 30 minutes and a single registration).
 */
export type PendingExternalRegistration = {
  token: string;
  clientId: ClientId;
  email: string;
  firstName: string;
  lastName: string;
};

const KEY = 'rd.externalRegistration';

const store = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export const keepExternalRegistration = (pending: PendingExternalRegistration) =>
  store()?.setItem(KEY, JSON.stringify(pending));

export const readExternalRegistration = (): PendingExternalRegistration | null => {
  const raw = store()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as PendingExternalRegistration;
    return typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
};

export const forgetExternalRegistration = () => store()?.removeItem(KEY);
