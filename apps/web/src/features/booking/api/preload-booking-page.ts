import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchSearchForm } from './prefetch-search-form.ts';

/** The wizard's code: one download however often it is asked for. */
export const loadWizard = () => import('../components/booking-wizard.tsx');

/** The customer portal's booking page. */
export const isBookingPagePath = (path: string) => /^\/systembooking\/?$/i.test(path);

/** How long the first screen waits (from the page's start) for the search form's data before it shows without it. */
export const FIRST_SCREEN_DATA_WAIT_MS = 600;

const started = new WeakMap<QueryClient, Promise<void>>();

/** The host's site, as the frame loads it (app/booking-preload.ts hands in the site-frame query). */
export type HostSite = () => Promise<{ site_id: number }>;

/**
 * Asks for the search form's data and, once the host's site is known, its vehicle pictures
 * (prefetchSearchForm); a second call changes nothing. Resolves when the data is in, or failed,
 * or after FIRST_SCREEN_DATA_WAIT_MS; never rejects.
 */
export const preloadBookingData = (queryClient: QueryClient, hostSite: HostSite): Promise<void> => {
  const running = started.get(queryClient);
  if (running) return running;
  const site = hostSite().then((found) => ({ isProductSite: found.site_id === DEFAULT_SITE_ID }));
  const data = Promise.race([
    prefetchSearchForm(queryClient, site),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]).catch(() => undefined);
  started.set(queryClient, data);
  return data;
};

/**
 * Starts what the booking page's first screen needs: the search form's data (preloadBookingData)
 * and then the wizard's code. The data is asked for first: a browser opens six connections to a
 * host, and the wizard's thirty-odd scripts would otherwise hold them while the answers wait in
 * line. Called as the page boots (app/boot.ts) and again by the route's loader and its lazy
 * component. Resolves as preloadBookingData does.
 */
export const preloadBookingPage = (queryClient: QueryClient, hostSite: HostSite): Promise<void> => {
  const data = preloadBookingData(queryClient, hostSite);
  void loadWizard().catch(() => undefined);
  return data;
};
