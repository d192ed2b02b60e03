import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { readSession, useSession } from '../../../lib/session.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { syncSessionUser } from '../api/update-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

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
  useDocumentTitle(t('confirmEmailTitle'));
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
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        role="alert"
        title={t('confirmEmailFailedTitle')}
      >
        {t('confirmEmailIncomplete')}
      </Alert>
    );
  else if (confirmation.isPending)
    body = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader />
        <Text>{t('confirmEmailWorking', { email: newEmail })}</Text>
      </Stack>
    );
  else if (confirmation.isError)
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        role="alert"
        title={t('confirmEmailFailedTitle')}
      >
        {errorText(confirmation.error, false)}
      </Alert>
    );
  else
    body = (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        role="status"
        title={t('confirmEmailDoneTitle')}
      >
        {t('confirmEmailDone', { email: confirmation.data.email, old: oldEmail })}
      </Alert>
    );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('confirmEmailTitle')}
          </Title>
          {body}
          {(!link || !confirmation.isPending) && (
            <Button component={Link} to={next.to} replace>
              {next.label}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
};
