import { PaymentTypesScreen } from '../../../features/payment-types/components/payment-types-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/** The site's payment types (setup checklist item 12): /admin/master-data/paymenttypes. */
export const paymentTypesRoutes: AdminArea = {
  menu: [{ path: 'master-data/paymenttypes', element: <PaymentTypesScreen /> }],
};
