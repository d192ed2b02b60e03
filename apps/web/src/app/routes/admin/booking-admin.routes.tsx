import { Navigate } from 'react-router';
import { RECORD_VIEW_PATH } from '../../../features/booking-admin/paths.ts';
import { lazyScreen } from '../lazy-screen.ts';
import type { AdminArea } from '../portal-routes.ts';

/**
 * Manage Booking (spec 03 section 2): the record view /admin/booking/booking and the calendar
 * view /admin/booking/bookingcalendarview; /admin/booking opens the record view. Each screen
 * loads with its first visit.
 */
export const bookingAdminRoutes: AdminArea = {
  menu: [
    { path: 'booking', element: <Navigate to={RECORD_VIEW_PATH} replace /> },
    lazyScreen(
      'booking/booking',
      async () =>
        (await import('../../../features/booking-admin/components/booking-records-screen.tsx')).BookingRecordsScreen,
    ),
    lazyScreen(
      'booking/bookingcalendarview',
      async () =>
        (await import('../../../features/booking-admin/components/booking-calendar-screen.tsx')).BookingCalendarScreen,
    ),
  ],
};
