import { CLIENT_IDS, isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotForYourRole } from '../../components/ui/not-for-your-role.tsx';
import { useClientSite } from '../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../lib/session.ts';
import { pageAllowedFor } from './admin/admin-menu.ts';

/** The customer portal's logged-in routes: someone not signed in goes to the site root (spec 01 section 2). */
export const RequireLogin = () => {
  const session = useSession();
  if (!session?.loggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
};

const STAFF_CLIENTS: string[] = [CLIENT_IDS.admin, CLIENT_IDS.superAdmin];

export const isBackOfficeSession = (session: ReturnType<typeof useSession>) =>
  !!session?.loggedIn && STAFF_CLIENTS.includes(session.clientId);

/** The back office needs a staff or platform sign-in; anyone else goes to its sign-in page. */
export const RequireStaff = () => {
  const session = useSession();
  const location = useLocation();
  if (!isBackOfficeSession(session)) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
};

/**
 * Inside the back office's menu layout: a page the signed-in role may not use shows the one
 * 'Not available for your role' page instead of mounting (so no call is refused, nobody is
 * signed out, and nothing is editable).
 */
export const RequirePageRole = () => {
  const session = useSession();
  const location = useLocation();
  const site = useClientSite().data;
  const role = session?.user.role ?? '';
  if (!pageAllowedFor(role, location.pathname, { onProviderSite: isProviderSiteId(site?.site_id ?? 0) }))
    return <NotForYourRole role={role} />;
  return <Outlet />;
};
