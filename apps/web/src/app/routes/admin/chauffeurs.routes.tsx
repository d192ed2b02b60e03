import type { AdminArea } from '../portal-routes.ts';

/** Chauffeurs (issue 21): the provider's drivers, invited and edited by the administrator. */
export const chauffeursRoutes: AdminArea = {
  menu: [
    {
      path: 'chauffeurs',
      lazy: async () => ({
        Component: (await import('../../../features/chauffeurs/components/chauffeurs-screen.tsx')).ChauffeursScreen,
      }),
    },
  ],
};
