import { DiscountsScreen } from '../../../features/pricing/components/discounts-screen.tsx';
import { PriceDefinitionsScreen } from '../../../features/pricing/components/price-definitions-screen.tsx';
import { ServiceAreasScreen } from '../../../features/service-areas/components/service-areas-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/**
 * Prices, promo codes and the areas served (setup checklist items 10, 9 and 1):
 * /admin/price-definitions, /admin/discount and /admin/location.
 */
export const pricingRoutes: AdminArea = {
  menu: [
    { path: 'price-definitions', element: <PriceDefinitionsScreen /> },
    { path: 'discount', element: <DiscountsScreen /> },
    { path: 'location', element: <ServiceAreasScreen /> },
  ],
};
