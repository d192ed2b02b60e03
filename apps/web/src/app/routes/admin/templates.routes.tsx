import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/** Manage Templates (spec 01 admin menu /templates/list): the editor loads with its first visit. */
export const templatesAdminRoutes: AdminArea = {
  menu: [lazyScreen('templates/list', async () => (await import('./templates-route.tsx')).TemplatesRoute)],
};
