import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';

const EmailChangeConfirmation = lazy(() =>
  import('../../../features/accounts/components/email-change-confirmation.tsx').then((m) => ({
    default: m.EmailChangeConfirmation,
  })),
);

/**
 * /home confirms an e-mail change and acts only when both oldemail and newemail are present
 * (spec 01 section 2); otherwise it is the start page.
 */
export const HomeRoute = () => {
  const [params] = useSearchParams();
  const oldEmail = params.get('oldemail');
  const newEmail = params.get('newemail');
  if (!oldEmail || !newEmail) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={null}>
      <EmailChangeConfirmation oldEmail={oldEmail} newEmail={newEmail} token={params.get('token') ?? ''} />
    </Suspense>
  );
};
