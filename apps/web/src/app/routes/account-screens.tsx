import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/*
 * The account screens both portals route to. They carry the form library and the password
 * rules, so each loads on its first visit.
 */

export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));
export const loading = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

export const ExternalRegistration = lazyNamed(
  async () => (await import('../../features/accounts/components/external-registration.tsx')).ExternalRegistration,
);
export const ForgotPassword = lazyNamed(
  async () => (await import('../../features/accounts/components/forgot-password.tsx')).ForgotPassword,
);
export const ResetPassword = lazyNamed(
  async () => (await import('../../features/accounts/components/reset-password.tsx')).ResetPassword,
);
export const ExternalRedirect = lazyNamed(
  async () => (await import('../../features/accounts/components/external-redirect.tsx')).ExternalRedirect,
);
export const ProfilePage = lazyNamed(
  async () => (await import('../../features/accounts/components/profile-page.tsx')).ProfilePage,
);
export const ChangePassword = lazyNamed(
  async () => (await import('../../features/accounts/components/change-password.tsx')).ChangePassword,
);
export const ChangeEmail = lazyNamed(
  async () => (await import('../../features/accounts/components/change-email.tsx')).ChangeEmail,
);
