import { Alert } from '@mantine/core';
import { FIRST_RUN_PATH } from '@ridedesk/domain/setup/first-run';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MySubscription } from '../../../features/subscriptions/components/my-subscription.tsx';
import { PaymentFailure, PaymentSuccess } from '../../../features/subscriptions/components/payment-result.tsx';
import { PlanChooser } from '../../../features/subscriptions/components/plan-chooser.tsx';
import { PlansScreen } from '../../../features/subscriptions/components/plans-screen.tsx';
import { SandboxCheckout } from '../../../features/subscriptions/components/sandbox-checkout.tsx';
import { SUBSCRIPTIONS_NS } from '../../../features/subscriptions/i18n.ts';
import { hardNavigate } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import type { AdminArea } from '../portal-routes.ts';

/** In-app paths through the router; a hosted checkout elsewhere (Stripe) loads its own page. */
const useGo = () => {
  const navigate = useNavigate();
  return (to: string) => (/^https?:\/\//.test(to) ? hardNavigate(to) : navigate(to));
};

/** After choosing the trial the new company goes on to the first-run guide, not the dashboard (issue 17); a paid plan's success page leads to the dashboard, which offers the guide. */
const toGuide = (go: (to: string) => void) => (to: string) => go(to === '/admin/dashboard' ? FIRST_RUN_PATH : to);

/** Provider administrators only; anyone else signs in first. */
const useProviderAdmin = () => {
  const session = useSession();
  return session?.user.role === ROLES.spAdmin ? session : null;
};

const NotForYou = () => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  return (
    <Alert color="gray" maw={680} mx="auto" my="xl">
      {t('standardUsersOnly')}
    </Alert>
  );
};

/** /admin/subscription/choose-plan: the plan chooser (spec 01 "Subscription plan chooser"). */
export const ChoosePlanRoute = () => {
  const session = useSession();
  const go = useGo();
  if (!session) return <Navigate to="/admin/login" replace />;
  if (session.user.role !== ROLES.spAdmin) return <NotForYou />;
  return <PlanChooser userName={session.user.userName} onNavigate={toGuide(go)} onSignOut={() => void signOut()} />;
};

const SandboxCheckoutRoute = () => {
  const session = useProviderAdmin();
  const { sessionId = '' } = useParams();
  const go = useGo();
  if (!session) return <Navigate to="/admin/login" replace />;
  return <SandboxCheckout sessionId={sessionId} onNavigate={go} />;
};

const PaymentSuccessRoute = () => {
  const session = useProviderAdmin();
  const [params] = useSearchParams();
  const go = useGo();
  if (!session) return <Navigate to="/admin/login" replace />;
  return (
    <PaymentSuccess
      userName={session.user.userName}
      query={{
        transid: params.get('transid'),
        customervaultid: params.get('customervaultid'),
        orderid: params.get('orderid'),
      }}
      onNavigate={go}
    />
  );
};

const PaymentFailureRoute = () => {
  const session = useProviderAdmin();
  const [params] = useSearchParams();
  const go = useGo();
  if (!session) return <Navigate to="/admin/login" replace />;
  const orderId = Number(params.get('orderid'));
  return <PaymentFailure orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : null} onNavigate={go} />;
};

/** Manage Subscription Plans: the plan list for the platform, the own subscription for a provider. */
const SubscriptionPlansRoute = () => {
  const session = useSession();
  const go = useGo();
  if (session?.user.role === ROLES.superAdmin) return <PlansScreen />;
  if (session?.user.role === ROLES.spAdmin) return <MySubscription userName={session.user.userName} onNavigate={go} />;
  return <NotForYou />;
};

/** Subscriptions: the chooser, the sandbox checkout, the payment return pages, the plans screen. */
export const subscriptionsRoutes: AdminArea = {
  plain: [
    { path: 'subscription/choose-plan', element: <ChoosePlanRoute /> },
    { path: 'subscriptions/checkout/:sessionId', element: <SandboxCheckoutRoute /> },
    { path: 'subscriptions/paymentsuccess', element: <PaymentSuccessRoute /> },
    { path: 'subscriptions/paymentfailure', element: <PaymentFailureRoute /> },
  ],
  menu: [{ path: 'master-data/subscription-plans', element: <SubscriptionPlansRoute /> }],
};
