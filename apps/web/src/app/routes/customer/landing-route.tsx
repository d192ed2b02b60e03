import { Box } from '@mantine/core';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { lazy, Suspense } from 'react';
import { siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';

/** The landing page's code downloads for the site root only (its loader starts it as the route matches). */
export const loadLandingPage = () => import('../../../features/landing/components/landing-page.tsx');
const LandingPage = lazy(async () => ({ default: (await loadLandingPage()).LandingPage }));

/** The site root: the landing page of this host's site. */
export const LandingRoute = () => {
  const { data: site } = useClientSite();
  if (!site) return null;
  return (
    // A screenful held while the page's code arrives, so the footer does not jump down (layout shift).
    <Suspense fallback={<Box mih="100dvh" />}>
      <LandingPage
        site={{
          title: siteTitleOf(site),
          isProductSite: site.site_id === DEFAULT_SITE_ID,
          provider: site.serviceProvider,
          bookingState: site.bookingState ?? 'open',
        }}
      />
    </Suspense>
  );
};
