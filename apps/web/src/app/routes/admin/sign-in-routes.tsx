import { Container } from '@mantine/core';
import { Navigate } from 'react-router';
import { ExternalSignInButton } from '../../../features/accounts/components/external-sign-in-button.tsx';
import { SignInCallback } from '../../../features/auth/components/sign-in-callback.tsx';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';
import { isBackOfficeSession } from '../guards.tsx';

/** /admin/login: provider staff (admin-portal) or the platform administrator (super-admin-portal). */
export const AdminLoginRoute = () => {
  const { data: site } = useClientSite();
  const session = useSession();
  if (isBackOfficeSession(session)) return <Navigate to="/admin/dashboard" replace />;
  if (!site) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <SignInForm
        portal="admin"
        siteId={site.site_id}
        siteName={siteNameOf(site)}
        externalSignIn={(clientId, customerSiteId) => (
          <ExternalSignInButton clientId={clientId} customerSiteId={customerSiteId} purpose="signin" />
        )}
      />
    </Container>
  );
};

/** /admin/redirect: completes a back-office sign-in. */
export const AdminRedirectRoute = () => (
  <Container size="lg" py="xl">
    <SignInCallback portal="admin" />
  </Container>
);
