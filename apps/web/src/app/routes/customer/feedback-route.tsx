import { ROLES } from '@ridedesk/domain/shared/constants';
import { FeedbackScreen } from '../../../features/feedback/components/feedback-screen.tsx';
import { siteNameOf, siteTitleOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';

/** The feedback form with the signed-in traveller's details and the site's names. */
export const FeedbackRoute = () => {
  const session = useSession();
  const { data: site } = useClientSite();
  const user = session?.user.role === ROLES.customer ? session.user : null;
  return (
    <FeedbackScreen
      traveller={
        user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone } : null
      }
      providerName={site?.serviceProvider?.name ?? (site ? siteNameOf(site) : '')}
      siteTitle={site ? siteTitleOf(site) : ''}
    />
  );
};
