/**
 * The first thing the page runs: main.tsx imports this module first, so its body runs before
 * React, Mantine and the router are evaluated (some 150 ms of a first visit). It asks for the
 * host's site (which themes every page), the route tree of the portal the address belongs to
 * and, on the booking page, the wizard's code and the search form's data (on the site root, the
 * landing page's code), so that they download while the rest of the application starts.
 */
import { config as zodConfig } from 'zod/v4/core';
import { isBookingPagePath } from '../features/booking/api/preload-booking-page.ts';
import { clientSiteQuery } from '../features/site-frame/api/get-client-site.ts';
import { appQueryClient } from '../lib/query-client.ts';
import { preloadBookingDataOnHost, preloadBookingPageOnHost } from './booking-preload.ts';
import { portalRoutes } from './portals.ts';

// The page's CSP allows no eval: zod's compiled parsers (new Function) cannot run, and its probe
// for them is reported as a CSP violation (an issue in the browser's console). Interpreted only.
zodConfig({ jitless: true });

const path = window.location.pathname;
const bookingPage = isBookingPagePath(path);
const queryClient = appQueryClient();
// Answers first, then the portal's code, then the page's: a browser opens six connections to a
// host, and requests wait in the order they were made.
void queryClient.prefetchQuery(clientSiteQuery());
if (bookingPage) void preloadBookingDataOnHost(queryClient);
void portalRoutes(path).catch(() => undefined);
if (bookingPage) void preloadBookingPageOnHost(queryClient);
// The site root's landing page: its code would otherwise be asked for only once the portal's
// route tree had arrived and rendered (routes/customer/landing-route.tsx imports the same module).
if (path === '/') void import('../features/landing/components/landing-page.tsx').catch(() => undefined);
