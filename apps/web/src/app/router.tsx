import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type Portal = { load: () => Promise<RouteObject[]>; module?: Promise<RouteObject[]>; patched: boolean };

/**
 * Each portal is a lazily loaded route tree (DESIGN.md section 7): the customer portal at the
 * site root, the back office under /admin. A tree is fetched and added to the router the first
 * time a path of its portal is visited, so a traveller never downloads the back office.
 */
const portals: Record<'admin' | 'customer', Portal> = {
  admin: { load: () => import('./routes/admin/admin-routes.tsx').then((m) => m.adminRoutes), patched: false },
  customer: {
    load: () => import('./routes/customer/customer-routes.tsx').then((m) => m.customerRoutes),
    patched: false,
  },
};

/** Shown while the first screen's code is still downloading. */
const FirstLoad = () => (
  <Center mih="60dvh">
    <Loader type="dots" />
  </Center>
);

export const isBackOfficePath = (path: string) => /^\/admin(\/|$)/i.test(path);

export const createAppRouter = () =>
  createBrowserRouter(
    [{ id: 'root', Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: FirstLoad, children: [] }],
    {
      async patchRoutesOnNavigation({ path, patch, signal }) {
        const portal = portals[isBackOfficePath(path) ? 'admin' : 'customer'];
        if (portal.patched) return;
        portal.module ??= portal.load();
        let routes: RouteObject[];
        try {
          routes = await portal.module;
        } catch (error) {
          // A failed download (for example a deploy replaced the files) may succeed on the next visit.
          portal.module = undefined;
          throw error;
        }
        if (signal.aborted || portal.patched) return;
        patch('root', routes);
        portal.patched = true;
      },
    },
  );
