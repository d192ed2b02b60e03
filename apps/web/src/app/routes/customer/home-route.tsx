import { Navigate, useSearchParams } from 'react-router';
import { ComingSoonRoute } from '../coming-soon-route.tsx';
import { CUSTOMER_COMING_SOON_NS } from './coming-soon.screens.ts';

/**
 * /home confirms an e-mail change and acts only when both oldemail and newemail are present
 * (spec 01 section 2); otherwise it is the start page. The confirmation comes with accounts.
 */
export const HomeRoute = () => {
  const [params] = useSearchParams();
  if (!params.get('oldemail') || !params.get('newemail')) return <Navigate to="/" replace />;
  return <ComingSoonRoute screenId="customer-profile" portal="customer" namespace={CUSTOMER_COMING_SOON_NS} />;
};
