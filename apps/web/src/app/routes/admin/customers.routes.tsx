import { CustomersScreen } from '../../../features/customers/components/customers-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/** Customers (spec 03 route /customers): the site's travellers, for admins and standard users. */
export const customersRoutes: AdminArea = {
  menu: [{ path: 'customers', element: <CustomersScreen /> }],
};
