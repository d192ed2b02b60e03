import { Button, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { CLIENT_IDS, isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, type RouteObject, useNavigate, useParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { signInDirectly } from '../../../features/auth/sign-in-directly.ts';
import { DriverLayout } from '../../../features/driver/components/driver-layout.tsx';
import { type DriverCredentials, DriverSignIn } from '../../../features/driver/components/driver-sign-in.tsx';
import { JobScreen } from '../../../features/driver/components/job-screen.tsx';
import { JobsScreen } from '../../../features/driver/components/jobs-screen.tsx';
import { DRIVER_NS } from '../../../features/driver/i18n.ts';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';

const isDriverSession = (session: ReturnType<typeof useSession>) => session?.clientId === CLIENT_IDS.driver;

/**
 * /driver/login: the chauffeur signs in with client id driver-portal, on the page itself (the
 * code is exchanged here, no detour through another portal's callback), then sees the jobs.
 */
const DriverLoginRoute = () => {
  const { data: site } = useClientSite();
  const session = useSession();
  const navigate = useNavigate();
  if (isDriverSession(session)) return <Navigate to="/driver" replace />;
  if (!site) return null;
  const signIn = async ({ userName, password }: DriverCredentials) => {
    const customerSiteId = isProviderSiteId(site.site_id) ? site.site_id : 0;
    await signInDirectly({ userName, password, clientId: CLIENT_IDS.driver, customerSiteId }, 'admin');
    navigate('/driver', { replace: true });
  };
  return (
    <Container size={640} px="sm" py="xl" component="main">
      <DriverSignIn siteName={siteNameOf(site)} signIn={signIn} />
    </Container>
  );
};

/** A sign-in code is single use: React's double effects share one exchange. */
const exchanges = new Map<string, Promise<unknown>>();
const exchangeOnce = (redirectUrl: string) => {
  let exchange = exchanges.get(redirectUrl);
  if (!exchange) {
    exchange = signInDirectly({ redirectUrl }, 'admin');
    exchanges.set(redirectUrl, exchange);
  }
  return exchange;
};

/**
 * /driver/redirect: where the server sends a chauffeur's sign-in code (another way in than the
 * form, such as an invitation's link): the code is exchanged and the jobs open.
 */
const DriverRedirectRoute = () => {
  const { t } = useTranslation(DRIVER_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    exchangeOnce(window.location.href)
      .then(() => !cancelled && navigate('/driver', { replace: true }))
      .catch((failure: unknown) => !cancelled && setError(failure));
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <Container size={640} px="sm" py="xl" component="main">
      <Stack gap="md" align="flex-start">
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('signInTitle')}</h1>
        {error ? (
          <>
            <ErrorDisplay error={error} />
            <Button component={Link} to="/driver/login" replace>
              {t('submit')}
            </Button>
          </>
        ) : (
          <Loader aria-label={t('signInTitle')} />
        )}
      </Stack>
    </Container>
  );
};

/** Someone else is signed in on this browser (a traveller, provider staff): say so, offer to sign out. */
const NotAChauffeur = ({ name }: { name: string }) => {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <Container size={640} px="sm" py="xl" component="main">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md" align="flex-start">
          <h1 style={{ margin: 0, fontSize: 24 }}>{t('signInTitle')}</h1>
          <Text>{t('wrongAccount', { name })}</Text>
          <Button onClick={() => void signOut()}>{t('signOut')}</Button>
        </Stack>
      </Paper>
    </Container>
  );
};

/** The chauffeur's pages: a chauffeur's session only, in the app's own frame. */
const DriverFrameRoute = () => {
  const session = useSession();
  const { data: site } = useClientSite();
  if (!session) return <Navigate to="/driver/login" replace />;
  if (!isDriverSession(session)) return <NotAChauffeur name={session.user.userName} />;
  return (
    <DriverLayout siteName={site ? siteNameOf(site) : ''}>
      <Outlet />
    </DriverLayout>
  );
};

const JobRoute = () => {
  const bookingId = Number(useParams().bookingId);
  if (!Number.isInteger(bookingId) || bookingId <= 0) return <Navigate to="/driver" replace />;
  return <JobScreen key={bookingId} bookingId={bookingId} />;
};

/** The chauffeur's phone app under /driver (issue 21); unknown paths go to the job list. */
export const driverRoutes: RouteObject[] = [
  {
    id: 'driver',
    path: 'driver',
    children: [
      { path: 'login', Component: DriverLoginRoute },
      { path: 'redirect', Component: DriverRedirectRoute },
      {
        Component: DriverFrameRoute,
        children: [
          { index: true, Component: JobsScreen },
          { path: 'jobs/:bookingId', Component: JobRoute },
          { path: '*', element: <Navigate to="/driver" replace /> },
        ],
      },
    ],
  },
];
