import { Center, Container, Loader } from '@mantine/core';
import { CLIENT_IDS, DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { prefetchSearchForm } from '../../../features/booking/api/prefetch-search-form.ts';
import { clientSiteQuery, siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { appQueryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { CustomerArea } from '../portal-routes.ts';

/** The wizard and its texts download only when the page is opened. */
const loadWizard = () => import('../../../features/booking/components/booking-wizard.tsx');
const BookingWizard = lazy(() => loadWizard().then((m) => ({ default: m.BookingWizard })));

/**
 * /systembooking, the booking wizard on the customer portal: public on every site host (a guest
 * books on a provider's host) and for the signed-in customer, who goes on to their bookings
 * afterwards; a guest's (public) booking stays on its success screen.
 */
const CustomerBookingRoute = () => {
  const navigate = useNavigate();
  const { data: site } = useClientSite();
  const session = useSession();
  if (!site) return null;
  const isCustomer = !!session?.loggedIn && session.clientId === CLIENT_IDS.customer;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Suspense
        fallback={
          <Center mih="50dvh">
            <Loader type="dots" />
          </Center>
        }
      >
        <BookingWizard
          portal={{
            kind: 'customer',
            siteId: site.site_id,
            siteName: siteNameOf(site),
            isProductSite: site.site_id === DEFAULT_SITE_ID,
            provider: site.serviceProvider ?? null,
            user: isCustomer && session ? session.user : null,
          }}
          onBooked={isCustomer ? () => navigate('/mybookings/viewbookings') : undefined}
        />
      </Suspense>
    </Container>
  );
};

export const bookingRoutes: CustomerArea = {
  open: [
    {
      path: 'systembooking',
      // The wizard's code starts downloading as the route is matched, before the page renders,
      // and beside it the form's first data and vehicle pictures (prefetchSearchForm).
      loader: () => {
        void loadWizard().catch(() => undefined);
        const queryClient = appQueryClient();
        void queryClient
          .ensureQueryData(clientSiteQuery())
          .then((site) => prefetchSearchForm(queryClient, { isProductSite: site.site_id === DEFAULT_SITE_ID }))
          .catch(() => undefined);
        return null;
      },
      element: <CustomerBookingRoute />,
    },
  ],
};
