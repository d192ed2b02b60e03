import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import type { AdminArea } from '../portal-routes.ts';

const BOOKING_LIST = '/admin/booking/booking';

const BookingWizard = lazy(() =>
  import('../../../features/booking/components/booking-wizard.tsx').then((m) => ({ default: m.BookingWizard })),
);

/**
 * /admin/systembooking: staff book a ride on behalf of a rider with the same wizard travellers
 * use; Cancel and a finished booking return to the booking list (spec 03 sections 2 and 4).
 */
const AdminBookingRoute = () => {
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense
      fallback={
        <Center mih="50dvh">
          <Loader type="dots" />
        </Center>
      }
    >
      <BookingWizard
        portal={{
          kind: 'admin',
          siteId: session.user.siteId,
          siteName: session.user.serviceProvider?.name ?? 'RideDesk',
          isProductSite: false,
          provider: session.user.serviceProvider ?? null,
          user: session.user,
        }}
        onCancel={() => navigate(BOOKING_LIST)}
        onBooked={() => navigate(BOOKING_LIST)}
      />
    </Suspense>
  );
};

export const bookingWizardRoutes: AdminArea = {
  menu: [{ path: 'systembooking', element: <AdminBookingRoute /> }],
};
