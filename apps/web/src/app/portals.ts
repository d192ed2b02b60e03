import type { RouteObject } from 'react-router';

type Portal = { load: () => Promise<RouteObject[]>; module?: Promise<RouteObject[]> };

/**
 * Each portal is a lazily loaded route tree (DESIGN.md section 7): the customer portal at the
 * site root, the back office under /admin, the chauffeur's phone app under /driver. Kept apart from the router (no React, no Mantine) so
 * that app/boot.ts can start the first screen's portal before those are evaluated.
 */
export type PortalName = 'admin' | 'customer' | 'driver';

const portals: Record<PortalName, Portal> = {
  admin: { load: () => import('./routes/admin/admin-routes.tsx').then((m) => m.adminRoutes) },
  customer: { load: () => import('./routes/customer/customer-routes.tsx').then((m) => m.customerRoutes) },
  driver: { load: () => import('./routes/driver/driver-routes.tsx').then((m) => m.driverRoutes) },
};

export const isBackOfficePath = (path: string) => /^\/admin(\/|$)/i.test(path);
export const isDriverPath = (path: string) => /^\/driver(\/|$)/i.test(path);

/** The portal a path belongs to. */
export const portalOf = (path: string): PortalName =>
  isBackOfficePath(path) ? 'admin' : isDriverPath(path) ? 'driver' : 'customer';

/**
 * The route tree of the portal a path belongs to, downloaded once; a failed download is
 * forgotten, so the next visit may succeed (for example after a deploy replaced the files).
 */
export const portalRoutes = (path: string): Promise<RouteObject[]> => {
  const portal = portals[portalOf(path)];
  if (!portal.module) {
    const module = portal.load();
    portal.module = module;
    module.catch(() => {
      if (portal.module === module) portal.module = undefined;
    });
  }
  return portal.module;
};
