import { Container } from '@mantine/core';
import { CLIENT_IDS } from '@ridedesk/domain/shared/constants';
import { Navigate } from 'react-router';
import type { SignInAfterRegistration } from '../../../features/accounts/sign-in-after-registration.ts';
import { signInDirectly } from '../../../features/auth/sign-in-directly.ts';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';
import {
  ChangeEmail,
  ChangePassword,
  ExternalRedirect,
  ExternalRegistration,
  ForgotPassword,
  lazyNamed,
  loading,
  ProfilePage,
  ResetPassword,
} from '../account-screens.tsx';
import type { CustomerArea } from '../portal-routes.ts';

const TravellerRegistration = lazyNamed(
  async () => (await import('../../../features/accounts/components/traveller-registration.tsx')).TravellerRegistration,
);

const signInTraveller: SignInAfterRegistration = (how) => signInDirectly(how, 'customer');

/** /register: a traveller's registration on this site; someone signed in goes to the profile. */
const TravellerRegistrationRoute = () => {
  const { data: site } = useClientSite();
  const session = useSession();
  if (session?.clientId === CLIENT_IDS.customer) return <Navigate to="/myaccount/profile" replace />;
  if (!site) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      {loading(<TravellerRegistration siteId={site.site_id} siteName={siteNameOf(site)} signIn={signInTraveller} />)}
    </Container>
  );
};

/**
 * The traveller's account screens (spec 01 sections 2 and 5): registration, forgotten and
 * reset password, the identity-provider redirect screens and the external registration; and,
 * signed in, My Profile, change password and change e-mail.
 */
export const accountsRoutes: CustomerArea = {
  open: [
    { path: 'register', element: <TravellerRegistrationRoute /> },
    {
      path: 'externalregister',
      element: loading(<ExternalRegistration portal="customer" signIn={signInTraveller} />),
    },
    { path: 'forgotpassword', element: loading(<ForgotPassword portal="customer" />) },
    { path: 'resetpassword', element: loading(<ResetPassword portal="customer" />) },
    { path: 'googleredirect', element: loading(<ExternalRedirect portal="customer" kind="signin" />) },
    { path: 'googleregisterredirect', element: loading(<ExternalRedirect portal="customer" kind="register" />) },
  ],
  signedIn: [
    { path: 'myaccount/profile', element: loading(<ProfilePage portal="customer" />) },
    { path: 'myaccount/changepassword', element: loading(<ChangePassword portal="customer" />) },
    { path: 'myaccount/changeuseremail', element: loading(<ChangeEmail portal="customer" />) },
  ],
};
