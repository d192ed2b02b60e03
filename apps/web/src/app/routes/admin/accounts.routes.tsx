import { Container } from '@mantine/core';
import { Navigate } from 'react-router';
import type { SignInAfterRegistration } from '../../../features/accounts/sign-in-after-registration.ts';
import { signInDirectly } from '../../../features/auth/sign-in-directly.ts';
import { useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
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
import { isBackOfficeSession } from '../guards.tsx';
import type { AdminArea } from '../portal-routes.ts';

const ProviderRegistration = lazyNamed(
  async () => (await import('../../../features/accounts/components/provider-registration.tsx')).ProviderRegistration,
);

const signInStaff: SignInAfterRegistration = (how) => signInDirectly(how, 'admin');

/** /admin/register: a provider's registration; staff already signed in go to the dashboard. */
const ProviderRegistrationRoute = () => {
  const { data: site } = useClientSite();
  const session = useSession();
  if (isBackOfficeSession(session)) return <Navigate to="/admin/dashboard" replace />;
  if (!site) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      {loading(<ProviderRegistration siteId={site.site_id} signIn={signInStaff} />)}
    </Container>
  );
};

/**
 * The back office's account screens: provider registration, forgotten and reset password, the
 * identity-provider redirect screens and the external registration (without menu); My Profile,
 * change password and change e-mail (with the menu).
 */
export const accountsRoutes: AdminArea = {
  plain: [
    { path: 'register', element: <ProviderRegistrationRoute /> },
    { path: 'externalregister', element: loading(<ExternalRegistration portal="admin" signIn={signInStaff} />) },
    { path: 'forgotpassword', element: loading(<ForgotPassword portal="admin" />) },
    { path: 'resetpassword', element: loading(<ResetPassword portal="admin" />) },
    { path: 'googleredirect', element: loading(<ExternalRedirect portal="admin" kind="signin" />) },
    { path: 'googleregisterredirect', element: loading(<ExternalRedirect portal="admin" kind="register" />) },
  ],
  menu: [
    { path: 'myaccount', element: <Navigate to="/admin/myaccount/profile" replace /> },
    { path: 'myaccount/profile', element: loading(<ProfilePage portal="admin" />) },
    { path: 'myaccount/changepassword', element: loading(<ChangePassword portal="admin" />) },
    { path: 'myaccount/changeuseremail', element: loading(<ChangeEmail portal="admin" />) },
  ],
};
