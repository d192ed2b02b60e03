import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { isBookingPagePath } from '../../features/booking/api/preload-booking-page.ts';
import { clientSiteQuery } from '../../features/site-frame/api/get-client-site.ts';
import { preloadBookingDataOnHost } from '../booking-preload.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Longest the shell waits for the page: past this React renders what it has (its loaders), as without a shell. */
export const FIRST_SCREEN_WAIT_MS = 10_000;

/** Whether the server sent the page's first screen (render-first-screen.ts) in #root. */
export const hasFirstScreen = (container: Element | null) =>
  !!container?.firstElementChild?.hasAttribute('data-first-screen');

const routerInitialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Resolves when React's first render can show the complete page: the route's code and loaders
 * are done (the router is initialized), the host's site is in (it themes the page) and, for the
 * site root, the landing page's code (its route renders it lazily). React then replaces the
 * server's first screen with the page in one commit, never with a loader in between. Without a
 * first screen in the page it resolves at once: the loaders say the page is on its way.
 */
export const firstScreenReady = (router: Router, queryClient: QueryClient): Promise<void> => {
  if (!hasFirstScreen(document.getElementById('root'))) return Promise.resolve();
  const path = window.location.pathname;
  const ready = Promise.all([
    routerInitialized(router),
    queryClient.ensureQueryData(clientSiteQuery()),
    path === '/' ? import('../routes/customer/landing-route.tsx').then((route) => route.loadLandingPage()) : undefined,
    isBookingPagePath(path) ? preloadBookingDataOnHost(queryClient) : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
};
