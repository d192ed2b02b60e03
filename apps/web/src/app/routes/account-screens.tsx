import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { Portal } from '../../features/accounts/account-paths.ts';
import type { SignInAfterRegistration } from '../../features/accounts/sign-in-after-registration.ts';
import type { LoadedSite } from '../../features/site-frame/api/get-client-site.ts';
import { PortalEntry } from './portal-entry.tsx';

/*
 * The account screens both portals route to. They carry the form library and the password
 * rules, so each loads on its first visit.
 */

export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));
export const loading = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

const ExternalRegistration = lazyNamed(
  async () => (await import('../../features/accounts/components/external-registration.tsx')).ExternalRegistration,
);
const ForgotPassword = lazyNamed(
  async () => (await import('../../features/accounts/components/forgot-password.tsx')).ForgotPassword,
);
const ResetPassword = lazyNamed(
  async () => (await import('../../features/accounts/components/reset-password.tsx')).ResetPassword,
);
const ExternalRedirect = lazyNamed(
  async () => (await import('../../features/accounts/components/external-redirect.tsx')).ExternalRedirect,
);
const ProfilePage = lazyNamed(
  async () => (await import('../../features/accounts/components/profile-page.tsx')).ProfilePage,
);
const ChangePassword = lazyNamed(
  async () => (await import('../../features/accounts/components/change-password.tsx')).ChangePassword,
);
const ChangeEmail = lazyNamed(
  async () => (await import('../../features/accounts/components/change-email.tsx')).ChangeEmail,
);

/**
 * A portal's account routes: the ways in anyone may open (the portal's registration, drawn by
 * `registration` for this site, whose signed-in visitors go on; forgotten and reset password, the
 * identity-provider redirect screens, the external registration), and My Account for the signed-in
 * (profile, change password, change e-mail). `signIn` signs a new account in.
 */
export const accountScreenRoutes = (
  portal: Portal,
  signIn: SignInAfterRegistration,
  registration: (site: LoadedSite) => ReactNode,
): { open: RouteObject[]; myAccount: RouteObject[] } => ({
  open: [
    {
      path: 'register',
      element: (
        <PortalEntry portal={portal} px={{ base: 'xs', sm: 'md' }} page={(site) => loading(registration(site))} />
      ),
    },
    { path: 'externalregister', element: loading(<ExternalRegistration portal={portal} signIn={signIn} />) },
    { path: 'forgotpassword', element: loading(<ForgotPassword portal={portal} />) },
    { path: 'resetpassword', element: loading(<ResetPassword portal={portal} />) },
    { path: 'googleredirect', element: loading(<ExternalRedirect portal={portal} kind="signin" />) },
    { path: 'googleregisterredirect', element: loading(<ExternalRedirect portal={portal} kind="register" />) },
  ],
  myAccount: [
    { path: 'myaccount/profile', element: loading(<ProfilePage portal={portal} />) },
    { path: 'myaccount/changepassword', element: loading(<ChangePassword portal={portal} />) },
    { path: 'myaccount/changeuseremail', element: loading(<ChangeEmail portal={portal} />) },
  ],
});
