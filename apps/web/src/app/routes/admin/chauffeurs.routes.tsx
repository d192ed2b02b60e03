import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/** Chauffeurs (issue 21): the provider's drivers, invited and edited by the administrator. */
export const chauffeursRoutes: AdminArea = {
  menu: [
    lazyScreen(
      'chauffeurs',
      async () => (await import('../../../features/chauffeurs/components/chauffeurs-screen.tsx')).ChauffeursScreen,
    ),
  ],
};
