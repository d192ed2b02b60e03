import type { RouteObject } from 'react-router';

/**
 * What an area file contributes to a portal. Customer portal: `open` routes anyone may visit,
 * `signedIn` routes behind the login guard. Back office: `plain` routes in the layout without
 * menu (sign-in pages), `menu` routes behind the guard in the layout with the side menu.
 * Paths are relative to the portal root ('' for the customer portal, 'admin' for the back office).
 */
export type CustomerArea = { open?: RouteObject[]; signedIn?: RouteObject[] };
export type AdminArea = { plain?: RouteObject[]; menu?: RouteObject[] };

const normalise = (path: string) => path.replace(/^\/+|\/+$/g, '').toLowerCase();

/** Every full path the routes define (relative to their portal), lower case, without slashes at the ends. */
export const collectPaths = (routes: RouteObject[], parent = ''): string[] =>
  routes.flatMap((route) => {
    const own = route.index ? parent : normalise([parent, route.path ?? ''].filter(Boolean).join('/'));
    return [...(route.path !== undefined || route.index ? [own] : []), ...collectPaths(route.children ?? [], own)];
  });

/**
 * The not-yet-built screens still waiting for their area: an area that defines a path takes it
 * over, so adding a real screen needs no change here.
 */
export const pendingScreens = <T extends { paths: readonly string[] }>(built: RouteObject[], screens: readonly T[]) => {
  const taken = new Set(collectPaths(built));
  return screens
    .map((screen) => ({ ...screen, paths: screen.paths.filter((p) => !taken.has(normalise(p))) }))
    .filter((screen) => screen.paths.length > 0);
};
