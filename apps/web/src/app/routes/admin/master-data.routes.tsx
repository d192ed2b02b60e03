import { CATALOG_SCREEN_LIST } from '../../../features/master-data/catalog-screens.ts';
import { CatalogMasterScreen } from '../../../features/master-data/components/catalog-master-screen.tsx';
import { CatalogSiteScreen } from '../../../features/master-data/components/catalog-site-screen.tsx';
import { FleetScreen } from '../../../features/master-data/components/fleet-screen.tsx';
import { GarageLocationScreen } from '../../../features/master-data/components/garage-location-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/**
 * Master data and site setup (spec 02): each catalogue kind's site list (spec 01 setup
 * checklist routes, plus airports), the platform administrator's master lists, garage
 * locations and fleets.
 */
export const masterDataRoutes: AdminArea = {
  menu: [
    ...CATALOG_SCREEN_LIST.map((screen) => ({
      path: screen.path,
      element: <CatalogSiteScreen key={screen.kind} kind={screen.kind} />,
    })),
    ...CATALOG_SCREEN_LIST.map((screen) => ({
      path: screen.masterPath,
      element: <CatalogMasterScreen key={screen.kind} kind={screen.kind} />,
    })),
    { path: 'garagelocation', element: <GarageLocationScreen /> },
    { path: 'fleet', element: <FleetScreen /> },
  ],
};
