import { Navigate, type RouteObject } from 'react-router';
import { comingSoonRoutes } from '../coming-soon-route.tsx';
import { RequireLogin } from '../guards.tsx';
import { type CustomerArea, pendingScreens } from '../portal-routes.ts';
import { accountsRoutes } from './accounts.routes.tsx';
import { bookingRoutes } from './booking.routes.tsx';
import { CUSTOMER_COMING_SOON_NS, CUSTOMER_SCREENS } from './coming-soon.screens.ts';
import { CustomerLayout } from './customer-layout.tsx';
import { feedbackRoutes } from './feedback.routes.tsx';
import { frameRoutes } from './frame.routes.tsx';
import { myBookingsRoutes } from './my-bookings.routes.tsx';
import { notificationsRoutes } from './notifications.routes.tsx';
import { reviewsRoutes } from './reviews.routes.tsx';
import { trackingRoutes } from './tracking.routes.tsx';

/** The customer portal's areas. A new area: import its routes file and add it here. */
const AREAS: CustomerArea[] = [
  notificationsRoutes,
  reviewsRoutes,
  frameRoutes,
  accountsRoutes,
  bookingRoutes,
  myBookingsRoutes,
  feedbackRoutes,
  trackingRoutes,
];

const open = AREAS.flatMap((area) => area.open ?? []);
const signedIn = AREAS.flatMap((area) => area.signedIn ?? []);
const pending = pendingScreens([...open, ...signedIn], CUSTOMER_SCREENS);

/** The customer portal at the site root; any other path goes to the root (spec 01 section 2). */
export const customerRoutes: RouteObject[] = [
  {
    id: 'customer',
    Component: CustomerLayout,
    children: [
      ...open,
      ...comingSoonRoutes(
        pending.filter((screen) => !screen.signedIn),
        'customer',
        CUSTOMER_COMING_SOON_NS,
      ),
      {
        Component: RequireLogin,
        children: [
          ...signedIn,
          ...comingSoonRoutes(
            pending.filter((screen) => screen.signedIn),
            'customer',
            CUSTOMER_COMING_SOON_NS,
          ),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
