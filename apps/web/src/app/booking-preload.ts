import type { QueryClient } from '@tanstack/react-query';
import { preloadBookingData, preloadBookingPage } from '../features/booking/api/preload-booking-page.ts';
import { clientSiteQuery } from '../features/site-frame/api/get-client-site.ts';

/*
 * The booking page's preload needs the host's site, which the site frame loads: the two features
 * do not import each other, so the frame's query is handed in here.
 */
const hostSiteOf = (queryClient: QueryClient) => () => queryClient.ensureQueryData(clientSiteQuery());

/** preloadBookingData on the host's site. */
export const preloadBookingDataOnHost = (queryClient: QueryClient) =>
  preloadBookingData(queryClient, hostSiteOf(queryClient));

/** preloadBookingPage on the host's site. */
export const preloadBookingPageOnHost = (queryClient: QueryClient) =>
  preloadBookingPage(queryClient, hostSiteOf(queryClient));
