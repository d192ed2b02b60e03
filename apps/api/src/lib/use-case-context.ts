/**
 * The one context a use case takes (docs/architecture.md, rule 3): the site it acts on, who
 * acts (null for a visitor; `UseCaseContext<Actor>` where someone must be signed in), and the
 * instant it runs at, read once from the app's clock so every rule inside one use case sees the
 * same "now". The route builds it (lib/request-context.ts: lib/site-scope.ts decides the site,
 * plugins/auth.ts the actor, the clock app.ts was given). Whatever else a use case needs (ids,
 * the origin mailed links point at, a guest's id) goes in its options object:
 * `changeStatus(ctx, { ... })`.
 *
 * Platform-wide use cases (the administrator's list of sites, plans, a list over every site) act
 * on no one site: they take the same type with `siteId: null`, `PlatformContext`. A use case that
 * may be either (a back-office list the administrator may read across sites) takes
 * `UseCaseContext<A, number | null>`. A step or a read that needs less takes
 * `Pick<UseCaseContext, 'siteId'>` (callers pass their own context), never a type of its own.
 */
import type { Actor } from '../plugins/auth.ts';

export type UseCaseContext<A extends Actor | null = Actor | null, S extends number | null = number> = {
  siteId: S;
  actor: A;
  now: Date;
};

/** A platform-wide use case: no one site (see above). */
export type PlatformContext<A extends Actor | null = Actor> = UseCaseContext<A, null>;

/** The app's clock, injected once by app.ts. */
export type Clock = () => Date;

/** The context of one use case, its instant read from the clock now. */
export const useCaseContext = <A extends Actor | null, S extends number | null = number>(
  siteId: S,
  actor: A,
  clock: Clock,
): UseCaseContext<A, S> => ({ siteId, actor, now: clock() });
