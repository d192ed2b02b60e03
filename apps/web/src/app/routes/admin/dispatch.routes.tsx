import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/** Dispatch (issue 21): the day's board of rides and chauffeurs, live; loads with its first visit. */
export const dispatchRoutes: AdminArea = {
  menu: [
    lazyScreen(
      'dispatch',
      async () => (await import('../../../features/dispatch/components/dispatch-screen.tsx')).DispatchScreen,
    ),
  ],
};
