import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { LandingPage } from '../../../features/landing/components/landing-page.tsx';
import { siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';

/** The site root: the landing page of this host's site. */
export const LandingRoute = () => {
  const { data: site } = useClientSite();
  if (!site) return null;
  return (
    <LandingPage
      site={{
        title: siteTitleOf(site),
        isProductSite: site.site_id === DEFAULT_SITE_ID,
        provider: site.serviceProvider,
      }}
    />
  );
};
