import type { AdminArea } from '../portal-routes.ts';
import { SiteListRoute } from './site-list-route.tsx';
import { SitePropertiesRoute } from './site-properties-route.tsx';

/** Site management: the site list (Manage Site) and a chosen site's details and settings. */
export const sitesRoutes: AdminArea = {
  menu: [
    { path: 'site/new', element: <SiteListRoute /> },
    { path: 'sites/manage/:siteId/properties', element: <SitePropertiesRoute /> },
  ],
};
