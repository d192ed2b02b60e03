import { CLIENT_IDS, type ClientId, ROLES } from '@ridedesk/domain/shared/constants';
import { decodeJwtPayload } from '../../lib/jwt.ts';
import type { Session, SessionUser } from '../../lib/session.ts';
import type { TokenAnswer } from './api/get-token.ts';

const KNOWN_CLIENTS = Object.values(CLIENT_IDS) as string[];

export const SUBSCRIPTION_PENDING = 'Subscription Pending';

/** The plan chooser, where a provider whose payment status is still pending is sent after sign-in. */
export const PLAN_CHOOSER_PATH = '/admin/subscription/choose-plan';

/**
 * The client the tokens were issued to: the token's own claim, else the portal the sign-in was
 * started from, else the one the role signs in to.
 */
export const clientIdOf = (
  answer: Pick<TokenAnswer, 'access_token' | 'user'>,
  portal: 'customer' | 'admin',
  remembered: string | null,
): ClientId => {
  const claim = decodeJwtPayload(answer.access_token)?.client_id;
  if (typeof claim === 'string' && KNOWN_CLIENTS.includes(claim)) return claim as ClientId;
  if (remembered && KNOWN_CLIENTS.includes(remembered)) return remembered as ClientId;
  if (portal === 'customer') return CLIENT_IDS.customer;
  return answer.user.role === ROLES.superAdmin ? CLIENT_IDS.superAdmin : CLIENT_IDS.admin;
};

/** The session to store after gettoken. */
export const sessionFromTokens = (answer: TokenAnswer, clientId: ClientId, now: number): Session => ({
  loggedIn: true,
  clientId,
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token ?? null,
  idToken: answer.id_token ?? null,
  expiresAt: now + (answer.expires_in > 0 ? answer.expires_in : 15 * 60) * 1000,
  updatedAt: now,
  user: answer.user,
});

/**
 * Where a user goes after signing in (spec 01 "Post-login redirect screen"): provider staff to
 * the plan chooser while their subscription is pending, else the dashboard; the platform
 * administrator and travellers to their profile.
 */
export const postLoginTarget = (clientId: ClientId, user: Pick<SessionUser, 'paymentStatus'>) => {
  if (clientId === CLIENT_IDS.admin)
    return (user.paymentStatus ?? '').includes(SUBSCRIPTION_PENDING) ? PLAN_CHOOSER_PATH : '/admin/dashboard';
  if (clientId === CLIENT_IDS.superAdmin) return '/admin/myaccount/profile';
  return '/myaccount/profile';
};
