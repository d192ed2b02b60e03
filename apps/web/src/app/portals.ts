import type { RouteObject } from 'react-router';

type Portal = { load: () => Promise<RouteObject[]>; module?: Promise<RouteObject[]> };

/**
 * Each portal is a lazily loaded route tree (DESIGN.md section 7): the customer portal at the
 * site root, the back office under /admin. Kept apart from the router (no React, no Mantine) so
 * that app/boot.ts can start the first screen's portal before those are evaluated.
 */
const portals: Record<'admin' | 'customer', Portal> = {
  admin: { load: () => import('./routes/admin/admin-routes.tsx').then((m) => m.adminRoutes) },
  customer: { load: () => import('./routes/customer/customer-routes.tsx').then((m) => m.customerRoutes) },
};

export const isBackOfficePath = (path: string) => /^\/admin(\/|$)/i.test(path);

/**
 * The route tree of the portal a path belongs to, downloaded once; a failed download is
 * forgotten, so the next visit may succeed (for example after a deploy replaced the files).
 */
export const portalRoutes = (path: string): Promise<RouteObject[]> => {
  const portal = portals[isBackOfficePath(path) ? 'admin' : 'customer'];
  if (!portal.module) {
    const module = portal.load();
    portal.module = module;
    module.catch(() => {
      if (portal.module === module) portal.module = undefined;
    });
  }
  return portal.module;
};
