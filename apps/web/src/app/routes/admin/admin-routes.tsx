import { Navigate, type RouteObject } from 'react-router';
import { comingSoonRoutes } from '../coming-soon-route.tsx';
import { RequirePageRole, RequireStaff } from '../guards.tsx';
import { type AdminArea, pendingScreens } from '../portal-routes.ts';
import { accountsRoutes } from './accounts.routes.tsx';
import { AdminIndexRoute } from './admin-index-route.tsx';
import { AdminMenuLayout, AdminPlainLayout } from './admin-layouts.tsx';
import { bookingAdminRoutes } from './booking-admin.routes.tsx';
import { bookingWizardRoutes } from './booking-wizard.routes.tsx';
import { chauffeursRoutes } from './chauffeurs.routes.tsx';
import { ADMIN_COMING_SOON_NS, ADMIN_SCREENS } from './coming-soon.screens.ts';
import { customersRoutes } from './customers.routes.tsx';
import { dispatchRoutes } from './dispatch.routes.tsx';
import { feedbackAdminRoutes } from './feedback.routes.tsx';
import { firstRunRoutes } from './first-run.routes.tsx';
import { frameRoutes } from './frame.routes.tsx';
import { invoicesRoutes } from './invoices.routes.tsx';
import { masterDataRoutes } from './master-data.routes.tsx';
import { notificationsRoutes } from './notifications.routes.tsx';
import { paymentTypesRoutes } from './payment-types.routes.tsx';
import { pricingRoutes } from './pricing.routes.tsx';
import { reviewsRoutes } from './reviews.routes.tsx';
import { sitesRoutes } from './sites.routes.tsx';
import { staffRoutes } from './staff.routes.tsx';
import { subscriptionsRoutes } from './subscriptions.routes.tsx';
import { templatesAdminRoutes } from './templates.routes.tsx';

/** The back office's areas. A new area: import its routes file and add it here. */
const AREAS: AdminArea[] = [
  notificationsRoutes,
  reviewsRoutes,
  frameRoutes,
  sitesRoutes,
  pricingRoutes,
  accountsRoutes,
  bookingWizardRoutes,
  masterDataRoutes,
  bookingAdminRoutes,
  feedbackAdminRoutes,
  templatesAdminRoutes,
  paymentTypesRoutes,
  subscriptionsRoutes,
  staffRoutes,
  invoicesRoutes,
  customersRoutes,
  firstRunRoutes,
  dispatchRoutes,
  chauffeursRoutes,
];

const plain = AREAS.flatMap((area) => area.plain ?? []);
const menu = AREAS.flatMap((area) => area.menu ?? []);

/** The back office under /admin; unknown paths go to its root. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: 'admin',
    children: [
      { index: true, element: <AdminIndexRoute /> },
      { Component: AdminPlainLayout, children: plain },
      {
        Component: RequireStaff,
        children: [
          {
            Component: AdminMenuLayout,
            children: [
              {
                // A page the role may not use answers 'Not available for your role' (issue 17, defect 7).
                Component: RequirePageRole,
                children: [
                  ...menu,
                  ...comingSoonRoutes(
                    pendingScreens([...plain, ...menu], ADMIN_SCREENS),
                    'admin',
                    ADMIN_COMING_SOON_NS,
                  ),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
