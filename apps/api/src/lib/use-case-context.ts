/**
 * The one context a use case takes (docs/architecture.md, rule 3): the site it acts on, who
 * acts (null for a visitor; `UseCaseContext<Actor>` where someone must be signed in), and the
 * instant it runs at, read once from the app's clock so every rule inside one use case sees the
 * same "now". The route builds it: lib/site-scope.ts decides the site, plugins/auth.ts the
 * actor, app.ts hands in the clock (tests pass their own). Whatever else a use case needs (ids,
 * the origin mailed links point at) goes in its options object: `changeStatus(ctx, { ... })`.
 */
import type { Actor } from '../plugins/auth.ts';

export type UseCaseContext<A extends Actor | null = Actor | null> = { siteId: number; actor: A; now: Date };

/** The app's clock, injected once by app.ts. */
export type Clock = () => Date;

/** The context of one use case, its instant read from the clock now. */
export const useCaseContext = <A extends Actor | null>(siteId: number, actor: A, clock: Clock): UseCaseContext<A> => ({
  siteId,
  actor,
  now: clock(),
});
