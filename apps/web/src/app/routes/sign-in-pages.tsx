import { Container } from '@mantine/core';
import type { Portal } from '../../features/accounts/account-paths.ts';
import { ExternalSignInButton } from '../../features/accounts/components/external-sign-in-button.tsx';
import { SignInCallback } from '../../features/auth/components/sign-in-callback.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { siteNameOf } from '../../features/site-frame/api/get-client-site.ts';
import { PortalEntry } from './portal-entry.tsx';

/** A portal's sign-in page, with signing in through the identity provider when it is set up. */
export const SignInPage = ({ portal }: { portal: Portal }) => (
  <PortalEntry
    portal={portal}
    page={(site) => (
      <SignInForm
        portal={portal}
        siteId={site.site_id}
        siteName={siteNameOf(site)}
        externalSignIn={(clientId, customerSiteId) => (
          <ExternalSignInButton clientId={clientId} customerSiteId={customerSiteId} purpose="signin" />
        )}
      />
    )}
  />
);

/** The page the identity provider sends a portal's sign-in back to: it completes the sign-in. */
export const SignInRedirectPage = ({ portal }: { portal: Portal }) => (
  <Container size="lg" py="xl">
    <SignInCallback portal={portal} />
  </Container>
);
