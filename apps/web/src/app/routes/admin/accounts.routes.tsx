import { Navigate } from 'react-router';
import type { SignInAfterRegistration } from '../../../features/accounts/sign-in-after-registration.ts';
import { signInDirectly } from '../../../features/auth/sign-in-directly.ts';
import { accountScreenRoutes, lazyNamed } from '../account-screens.tsx';
import type { AdminArea } from '../portal-routes.ts';

const ProviderRegistration = lazyNamed(
  async () => (await import('../../../features/accounts/components/provider-registration.tsx')).ProviderRegistration,
);

const signInStaff: SignInAfterRegistration = (how) => signInDirectly(how, 'admin');
const screens = accountScreenRoutes('admin', signInStaff, (site) => (
  <ProviderRegistration siteId={site.site_id} signIn={signInStaff} />
));

/**
 * The back office's account screens: provider registration (/admin/register; staff already signed
 * in go to the dashboard), forgotten and reset password, the identity-provider redirect screens and
 * the external registration (without menu); My Profile, change password and change e-mail (with the
 * menu).
 */
export const accountsRoutes: AdminArea = {
  plain: screens.open,
  menu: [{ path: 'myaccount', element: <Navigate to="/admin/myaccount/profile" replace /> }, ...screens.myAccount],
};
