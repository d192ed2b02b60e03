import type { AdminArea } from '../portal-routes.ts';
import { DashboardRoute } from './dashboard-route.tsx';
import { AdminLoginRoute, AdminRedirectRoute } from './sign-in-routes.tsx';

/** The platform frame's back-office screens: sign-in, its callback, the plan notice, the dashboard. */
export const frameRoutes: AdminArea = {
  plain: [
    { path: 'login', element: <AdminLoginRoute /> },
    { path: 'redirect', element: <AdminRedirectRoute /> },
  ],
  menu: [{ path: 'dashboard', element: <DashboardRoute /> }],
};
