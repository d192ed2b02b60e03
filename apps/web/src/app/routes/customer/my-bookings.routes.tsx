import { Navigate } from 'react-router';
import type { CustomerArea } from '../portal-routes.ts';

/**
 * The traveller's bookings (spec 03 section 2): /mybookings/viewbookings lists them;
 * /mybookings/addbooking leads to the booking wizard. The list loads with its screen.
 */
export const myBookingsRoutes: CustomerArea = {
  signedIn: [
    {
      path: 'mybookings/viewbookings',
      lazy: async () => ({
        Component: (await import('../../../features/my-bookings/components/my-bookings-screen.tsx')).MyBookingsScreen,
      }),
    },
    { path: 'mybookings/addbooking', element: <Navigate to="/systembooking" replace /> },
  ],
};
