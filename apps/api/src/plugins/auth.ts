import {
  CLIENT_ROLES,
  type ClientId,
  isProviderRole,
  isProviderSiteId,
  type Role,
} from '@ridedesk/domain/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error.ts';

/** Who is calling: taken from a verified access token, never from the request body. */
export type Actor = {
  userId: number;
  role: Role;
  siteId: number;
  clientId: string;
  userName: string;
  firstName: string;
  /** The refresh-token family of this sign-in (ends the other sessions, keeps this one). */
  sessionId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Resolves an actor, null for an anonymous site token, undefined for a bad or expired token. */
export type AccessTokenVerifier = (token: string) => Promise<Actor | null | undefined>;

/**
 * An actor the API can act for: a known role signed in through a portal that role uses, and a
 * whole positive site id (a provider's site for staff). Anything else is a token that should
 * never have verified, and is refused rather than read as "no site" (issue 16).
 */
export const isSoundActor = (actor: Actor) => {
  if (!Object.hasOwn(CLIENT_ROLES, actor.clientId)) return false;
  if (!CLIENT_ROLES[actor.clientId as ClientId].includes(actor.role)) return false;
  if (!Number.isSafeInteger(actor.userId) || actor.userId <= 0) return false;
  if (!Number.isSafeInteger(actor.siteId) || actor.siteId <= 0) return false;
  return !isProviderRole(actor.role) || isProviderSiteId(actor.siteId);
};

export const registerAuth = (app: FastifyInstance, verify: AccessTokenVerifier) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    const token = header.slice(7).trim();
    if (!token || token === 'null' || token === 'undefined') return;
    const actor = await verify(token);
    // A site token (anonymous visitor) verifies to null; only a bad or expired token is refused.
    if (actor === undefined || (actor && !isSoundActor(actor)))
      throw unauthenticated('Your session has expired. Please sign in again.');
    request.actor = actor;
  });
};

/** Route guard: the caller must be signed in, with one of these roles when given. */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest) => {
    if (!request.actor) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(request.actor.role)) throw forbidden();
  };

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthenticated();
  return request.actor;
};
