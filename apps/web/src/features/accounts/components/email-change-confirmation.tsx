import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert, WorkingStatus } from '../../../components/ui/outcome-alert.tsx';
import { readSession, useSession } from '../../../lib/session.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { syncSessionUser } from '../api/update-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { AccountPage } from './account-page.tsx';

const isBackOfficeRole = (role: string | undefined) => !!role && role !== 'Customer';

/**
 * What the e-mail change link opens (/home?oldemail=...&newemail=...&token=...): applies the
 * change with confirmemailchange (no sign-in needed, so any browser works) and says how it went.
 */
export const EmailChangeConfirmation = ({
  oldEmail,
  newEmail,
  token,
}: {
  oldEmail: string;
  newEmail: string;
  token: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const session = useSession();
  const link = useMemo(() => (token ? { oldEmail, newEmail, token } : null), [oldEmail, newEmail, token]);
  const confirmation = useConfirmEmailChange(link);

  useEffect(() => {
    // The signed-in account whose address changed keeps its greeting and profile in step.
    if (confirmation.data && readSession()?.user.userId === confirmation.data.userId)
      syncSessionUser(confirmation.data);
  }, [confirmation.data]);

  const signedIn = !!session;
  const staff = isBackOfficeRole(confirmation.data?.role ?? session?.user.role);
  const base = staff ? '/admin' : '';
  // After a refused link a signed-in person asks again; otherwise on to the profile or sign-in.
  const next =
    confirmation.isError && signedIn
      ? { to: `${base}/myaccount/changeuseremail`, label: t('changeEmailAskAgain') }
      : signedIn
        ? { to: `${base}/myaccount/profile`, label: t('goToProfile') }
        : { to: `${base}/login`, label: t('signInLink') };

  let body: ReactNode;
  if (!link)
    body = (
      <OutcomeAlert kind="failed" title={t('confirmEmailFailedTitle')}>
        {t('confirmEmailIncomplete')}
      </OutcomeAlert>
    );
  else if (confirmation.isPending)
    body = <WorkingStatus py="lg">{t('confirmEmailWorking', { email: newEmail })}</WorkingStatus>;
  else if (confirmation.isError)
    body = (
      <OutcomeAlert kind="failed" title={t('confirmEmailFailedTitle')}>
        {errorText(confirmation.error, false)}
      </OutcomeAlert>
    );
  else
    body = (
      <OutcomeAlert kind="done" title={t('confirmEmailDoneTitle')}>
        {t('confirmEmailDone', { email: confirmation.data.email, old: oldEmail })}
      </OutcomeAlert>
    );

  return (
    <AccountPage layout="card" title={t('confirmEmailTitle')} maw={560}>
      {body}
      {(!link || !confirmation.isPending) && (
        <Button component={Link} to={next.to} replace>
          {next.label}
        </Button>
      )}
    </AccountPage>
  );
};
