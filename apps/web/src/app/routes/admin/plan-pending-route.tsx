import { Navigate } from 'react-router';
import { PlanPendingNotice } from '../../../features/auth/components/plan-pending-notice.tsx';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';

/** Where provider staff land while their subscription is pending (spec 01 "Post-login redirect screen"). */
export const PlanPendingRoute = () => {
  const session = useSession();
  if (!session) return <Navigate to="/admin/login" replace />;
  return <PlanPendingNotice status={session.user.paymentStatus ?? ''} onSignOut={() => void signOut()} />;
};
