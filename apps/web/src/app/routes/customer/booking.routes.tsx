import { Button, Container, Stack, Title } from '@mantine/core';
import { CLIENT_IDS, DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { BookingUnavailable, type BookingUnavailableState } from '../../../components/ui/booking-unavailable.tsx';
import { BOOKING_UNAVAILABLE_NS } from '../../../components/ui/booking-unavailable-i18n.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { loadWizard } from '../../../features/booking/api/preload-booking-page.ts';
import type { BookingWizard as Wizard } from '../../../features/booking/components/booking-wizard.tsx';
import { type LoadedSite, siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { appQueryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { preloadBookingPageOnHost } from '../../booking-preload.ts';
import type { CustomerArea } from '../portal-routes.ts';

/**
 * /systembooking, the booking wizard on the customer portal: public on every site host (a guest
 * books on a provider's host) and for the signed-in customer, who goes on to their bookings
 * afterwards; a guest's (public) booking stays on its success screen.
 */
/** The wizard once the route's `lazy` has loaded it (the route renders only after that). */
let BookingWizard: typeof Wizard | undefined;

const UnavailableWizard = ({ site, state }: { site: LoadedSite; state: BookingUnavailableState }) => {
  const { t } = useTranslation([COMMON_NS, BOOKING_UNAVAILABLE_NS]);
  const name = siteNameOf(site);
  useDocumentTitle(`${t('bookARide')} · ${name}`);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('bookARide')}
      </Title>
      <BookingUnavailable state={state} company={site.serviceProvider?.name ?? name} contact={site.serviceProvider} />
      <Button
        component={Link}
        to="/"
        variant="default"
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('backToHome', { ns: BOOKING_UNAVAILABLE_NS })}
      </Button>
    </Stack>
  );
};

const CustomerBookingRoute = () => {
  const navigate = useNavigate();
  const { data: site } = useClientSite();
  const session = useSession();
  if (!site || !BookingWizard) return null;
  const isCustomer = !!session?.loggedIn && session.clientId === CLIENT_IDS.customer;
  // A site that takes no online bookings says so before any form, with the company's contacts.
  if (site.bookingState && site.bookingState !== 'open')
    return (
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <UnavailableWizard site={site} state={site.bookingState} />
      </Container>
    );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
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
    </Container>
  );
};

export const bookingRoutes: CustomerArea = {
  open: [
    {
      path: 'systembooking',
      // The wizard downloads only when the page is opened (as the page boots when it is opened
      // here, app/boot.ts). The router shows the page once the wizard's code and, for a short
      // while at most, its search form's data are in (preloadBookingPageOnHost): the site's frame and
      // the form with its vehicle cards render in one pass, instead of the frame with a loader,
      // then the form with skeletons, then the form again. Meanwhile the first visit shows the
      // router's loader and a move from another page keeps that page with the top progress bar.
      lazy: async () => {
        const [wizard] = await Promise.all([loadWizard(), preloadBookingPageOnHost(appQueryClient())]);
        BookingWizard = wizard.BookingWizard;
        return { Component: CustomerBookingRoute };
      },
    },
  ],
};
