import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { TopProgress } from '../components/ui/top-progress.tsx';
import { useClientSite } from '../features/site-frame/api/get-client-site.ts';
import { siteLook } from '../features/site-frame/site-theme.ts';
import { startGlobalErrorReporting } from '../lib/error-reporting.ts';
import { startIdleLogout } from '../lib/idle-logout.ts';
import { loaderDelayMs } from '../lib/session-rules.ts';
import { startTokenRefresh } from '../lib/token-refresh.ts';

/**
 * The root of both portals: the loading bar, scroll restoration, and the session's background
 * work (token refresh, idle sign-out, error reporting) for the life of the page.
 */
export const RootLayout = () => {
  const location = useLocation();
  const { data: site } = useClientSite();

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
      <TopProgress delayMs={loaderDelayMs(location.pathname)} color={loaderColor} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
