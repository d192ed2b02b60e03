import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { isBackOfficeSession } from '../guards.tsx';

/** /admin: the dashboard when signed in to the back office, its sign-in page otherwise. */
export const AdminIndexRoute = () => {
  const session = useSession();
  return <Navigate to={isBackOfficeSession(session) ? '/admin/dashboard' : '/admin/login'} replace />;
};
