import { Box } from '@mantine/core';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { lazy, Suspense } from 'react';
import { siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';

type LandingModule = typeof import('../../../features/landing/components/landing-page.tsx');

/** The landing page's module once it has arrived: rendered directly, with no Suspense fallback. */
let arrived: LandingModule | undefined;

/** The landing page's code downloads for the site root only (its loader starts it as the route matches). */
export const loadLandingPage = () =>
  import('../../../features/landing/components/landing-page.tsx').then((module) => {
    arrived = module;
    return module;
  });
const LazyLandingPage = lazy(async () => ({ default: (await loadLandingPage()).LandingPage }));

/** The site root: the landing page of this host's site. */
export const LandingRoute = () => {
  const { data: site } = useClientSite();
  if (!site) return null;
  // Loaded before React's first render (the server's first screen waits for it): no fallback is
  // committed in between, so the shell's heading is replaced by the page's, never by a blank box.
  const LandingPage = arrived?.LandingPage ?? LazyLandingPage;
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
