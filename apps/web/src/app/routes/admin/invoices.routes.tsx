import { InvoicesScreen } from '../../../features/invoices/components/invoices-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/** Invoices (spec 03 route /invoice/view): provider administrators and the platform administrator. */
export const invoicesRoutes: AdminArea = {
  menu: [{ path: 'invoice/view', element: <InvoicesScreen /> }],
};
