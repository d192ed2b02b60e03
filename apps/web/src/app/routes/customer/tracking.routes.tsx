import { lazyScreen } from '../lazy-screen.ts';
import type { CustomerArea } from '../portal-routes.ts';

/**
 * The traveller's tracking link (issue 22): /track/{token} follows one ride live without signing
 * in; the token in the address is the key.
 */
export const trackingRoutes: CustomerArea = {
  open: [lazyScreen('track/:token', async () => (await import('./tracking-route.tsx')).TrackingRoute)],
};
