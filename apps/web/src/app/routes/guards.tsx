import { CLIENT_IDS } from '@ridedesk/domain/shared/constants';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';

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
