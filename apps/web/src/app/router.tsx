import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { portalOf, portalRoutes } from './portals.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Shown while the first screen's code is still downloading. */
const FirstLoad = () => (
  <Center mih="60dvh">
    <Loader type="dots" />
  </Center>
);

/**
 * The portals' route trees are added to the router the first time a path of their portal is
 * visited (app/portals.ts), so a traveller never downloads the back office, nor a chauffeur it.
 */
export const createAppRouter = () => {
  const patched = { admin: false, customer: false, driver: false };
  return createBrowserRouter(
    [{ id: 'root', Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: FirstLoad, children: [] }],
    {
      async patchRoutesOnNavigation({ path, patch, signal }) {
        const portal = portalOf(path);
        if (patched[portal]) return;
        const routes = await portalRoutes(path);
        if (signal.aborted || patched[portal]) return;
        patch('root', routes);
        patched[portal] = true;
      },
    },
  );
};
