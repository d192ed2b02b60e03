import { Navigate } from 'react-router';
import { lazyScreen } from '../lazy-screen.ts';
import type { CustomerArea } from '../portal-routes.ts';

/**
 * The traveller's bookings (spec 03 section 2): /mybookings/viewbookings lists them;
 * /mybookings/addbooking leads to the booking wizard. The list loads with its screen.
 * /mybookings/manage/{token} opens one booking from its manage link, without signing in.
 */
export const myBookingsRoutes: CustomerArea = {
  // A booking's manage link (decision 0024): no sign-in, the token in the address opens it.
  open: [
    lazyScreen(
      'mybookings/manage/:token',
      async () =>
        (await import('../../../features/my-bookings/components/manage-booking-screen.tsx')).ManageBookingScreen,
    ),
  ],
  signedIn: [
    lazyScreen(
      'mybookings/viewbookings',
      async () => (await import('../../../features/my-bookings/components/my-bookings-screen.tsx')).MyBookingsScreen,
    ),
    { path: 'mybookings/addbooking', element: <Navigate to="/systembooking" replace /> },
  ],
};
