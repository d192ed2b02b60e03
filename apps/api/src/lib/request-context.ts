/**
 * Routes build a use case's context here, once per request (lib/use-case-context.ts): the site a
 * lib/site-scope.ts rule decided, the actor plugins/auth.ts read, and the app's one clock, which
 * app.ts hands every route plugin through `registerClock`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../plugins/auth.ts';
import { publicSiteIdOf, publicSiteScope, scopedSiteId } from './site-scope.ts';
import { type Clock, type PlatformContext, type UseCaseContext, useCaseContext } from './use-case-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one clock (app.ts); routes read it through the helpers below. */
    clock: Clock;
  }
}

/** Puts the app's clock where every route plugin reads it; app.ts calls this once. */
export const registerClock = (app: FastifyInstance, clock: Clock) => {
  app.decorate('clock', clock);
};

/** The context of a request acting on `siteId`; its actor, null for a visitor. */
export const ctxOf = <S extends number | null = number>(
  req: FastifyRequest,
  siteId: S,
): UseCaseContext<Actor | null, S> => useCaseContext(siteId, req.actor ?? null, req.server.clock);

/** The context of a request someone must be signed in for (401 otherwise). */
export const signedInCtxOf = <S extends number | null = number>(
  req: FastifyRequest,
  siteId: S,
): UseCaseContext<Actor, S> => useCaseContext(siteId, actorOf(req), req.server.clock);

/** The back office's usual case: signed in, on the site `scopedSiteId` allows for the one named. */
export const staffCtxOf = (req: FastifyRequest, requested?: number | null): UseCaseContext<Actor> =>
  signedInCtxOf(req, scopedSiteId(req, requested));

/** A platform-wide use case of a signed-in actor (no one site). */
export const platformCtxOf = (req: FastifyRequest): PlatformContext => signedInCtxOf(req, null);

/**
 * A traveller-facing read (lib/site-scope.ts `publicSiteScope`): one site, or `siteId: null` for
 * every provider site when the product site names none. Anyone may ask; the actor may be null.
 */
export const publicCtxOf = (req: FastifyRequest, requested?: number | null) =>
  ctxOf(req, publicSiteIdOf(publicSiteScope(req, requested)));
