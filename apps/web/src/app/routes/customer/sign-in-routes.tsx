import { Container } from '@mantine/core';
import { Navigate } from 'react-router';
import { ExternalSignInButton } from '../../../features/accounts/components/external-sign-in-button.tsx';
import { SignInCallback } from '../../../features/auth/components/sign-in-callback.tsx';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';

/** /login: the traveller's sign-in (client customer-portal). */
export const CustomerLoginRoute = () => {
  const { data: site } = useClientSite();
  const session = useSession();
  if (session?.clientId === 'customer-portal') return <Navigate to="/myaccount/profile" replace />;
  if (!site) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <SignInForm
        portal="customer"
        siteId={site.site_id}
        siteName={siteNameOf(site)}
        externalSignIn={(clientId, customerSiteId) => (
          <ExternalSignInButton clientId={clientId} customerSiteId={customerSiteId} purpose="signin" />
        )}
      />
    </Container>
  );
};

/** /redirect: completes the traveller's sign-in. */
export const CustomerRedirectRoute = () => (
  <Container size="lg" py="xl">
    <SignInCallback portal="customer" />
  </Container>
);
