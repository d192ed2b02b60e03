import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { TopProgress } from '../components/ui/top-progress.tsx';
import { useClientSite } from '../features/site-frame/api/get-client-site.ts';
import { siteLook } from '../features/site-frame/site-theme.ts';
import { startGlobalErrorReporting } from '../lib/error-reporting.ts';
import { startIdleLogout } from '../lib/idle-logout.ts';
import { loaderDelayMs } from '../lib/session-rules.ts';
import { startTokenRefresh } from '../lib/token-refresh.ts';

/**
 * The root of both portals: the loading bar (API requests and pages on their way), scroll restoration, and the session's background
 * work (token refresh, idle sign-out, error reporting) for the life of the page.
 */
export const RootLayout = () => {
  const location = useLocation();
  const { data: site } = useClientSite();
  // A page whose code is still downloading keeps the previous page on screen: the bar says so.
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    const stops = [startTokenRefresh(), startIdleLogout(), startGlobalErrorReporting()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  const loaderColor = site
    ? siteLook(site.site_color, site.site_id).loaderColor
    : 'var(--mantine-primary-color-filled)';
  return (
    <>
      <TopProgress delayMs={loaderDelayMs(location.pathname)} color={loaderColor} busy={navigating} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
