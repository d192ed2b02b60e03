import { Container, type ContainerProps } from '@mantine/core';
import { CLIENT_IDS } from '@ridedesk/domain/shared/constants';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Portal } from '../../features/accounts/account-paths.ts';
import { type LoadedSite, useClientSite } from '../../features/site-frame/api/get-client-site.ts';
import { type Session, useSession } from '../../lib/session.ts';
import { isBackOfficeSession } from './guards.tsx';

/** Who is signed in to a portal already, and where they go instead of its way in. */
const SIGNED_IN: Record<Portal, { here: (session: Session | null) => boolean; goTo: string }> = {
  admin: { here: isBackOfficeSession, goTo: '/admin/dashboard' },
  customer: { here: (session) => session?.clientId === CLIENT_IDS.customer, goTo: '/myaccount/profile' },
};

/**
 * A portal's way in (its sign-in and registration pages): someone signed in to the portal already
 * goes on to the dashboard or their profile; otherwise the page waits for this site, then shows
 * `page(site)` in the page's container.
 */
export const PortalEntry = ({
  portal,
  px,
  page,
}: {
  portal: Portal;
  px?: ContainerProps['px'];
  page: (site: LoadedSite) => ReactNode;
}) => {
  const { data: site } = useClientSite();
  const session = useSession();
  const signedIn = SIGNED_IN[portal];
  if (signedIn.here(session)) return <Navigate to={signedIn.goTo} replace />;
  if (!site) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={px}>
      {page(site)}
    </Container>
  );
};
