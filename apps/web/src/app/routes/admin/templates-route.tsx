import { siteNameOf, siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { TemplatesScreen } from '../../../features/templates/components/templates-screen.tsx';
import { useSession } from '../../../lib/session.ts';

/** Manage Templates with the site's names for the mail preview. */
export const TemplatesRoute = () => {
  const session = useSession();
  const { data: site } = useClientSite();
  const siteTitle = site ? siteTitleOf(site) : '';
  return (
    <TemplatesScreen
      siteTitle={siteTitle}
      providerName={session?.user.serviceProvider?.name ?? (site ? siteNameOf(site) : siteTitle)}
    />
  );
};
