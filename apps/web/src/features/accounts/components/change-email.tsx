import { Alert, Anchor, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES, emailSchema } from '@ridedesk/domain/auth/account-forms';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert } from '../../../components/ui/outcome-alert.tsx';
import { readSession } from '../../../lib/session.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSendEmailChange } from '../api/send-email-change.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { useTextField } from '../use-text-field.ts';
import { AccountPage } from './account-page.tsx';

/**
 * Change e-mail (/myaccount/changeuseremail and /admin/...): mails a confirmation link to the
 * new address. The sign-in address changes only when that link is opened.
 */
export const ChangeEmail = ({ portal }: { portal: Portal }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const paths = accountPaths(portal);
  const profile = useProfile();
  const send = useSendEmailChange();
  const newEmail = useTextField();
  const password = useTextField();
  const current = profile.data?.email ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(newEmail.value);
    if (!parsed.success) return newEmail.setError(parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.emailInvalid);
    if (parsed.data === current.toLowerCase()) return newEmail.setError(t('sameEmail'));
    newEmail.setError(null);
    // The change is confirmed with the current password (the old address is told of it).
    if (!password.value) return password.setError(t('changeEmailPasswordNeeded'));
    password.setError(null);
    await send
      .mutateAsync({
        oldEmail: current,
        newEmail: parsed.data,
        password: password.value,
        clientId: readSession()?.clientId ?? '',
      })
      .catch(() => undefined);
  };

  const explanation = (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={t('changeEmailHowTitle')}
    >
      {t('changeEmailHow')}
    </Alert>
  );

  let body: ReactNode;
  if (profile.isPending) body = <Skeleton h={120} aria-label={t('loading')} />;
  else if (profile.isError) body = <ErrorDisplay error={profile.error} />;
  else if (send.isSuccess)
    body = (
      <Stack gap="md">
        <OutcomeAlert kind="sent" title={t('changeEmailSentTitle')}>
          <Text size="sm">{t('changeEmailSent', { email: send.data.email, current })}</Text>
          <Text size="sm" mt="xs">
            {t('changeEmailPending', { current })}
          </Text>
        </OutcomeAlert>
        <Group gap="sm">
          <Button variant="default" onClick={() => send.mutate(send.variables)} loading={send.isPending}>
            {t('changeEmailResend')}
          </Button>
          <Button variant="subtle" onClick={() => send.reset()}>
            {t('changeEmailOther')}
          </Button>
        </Group>
        <Anchor component={Link} to={paths.profile} size="sm">
          {t('backToProfile')}
        </Anchor>
      </Stack>
    );
  else
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {explanation}
          <TextInput label={t('currentEmail')} value={current} readOnly variant="filled" />
          <TextInput
            label={t('newEmail')}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            {...newEmail.input}
          />
          <PasswordInput
            label={t('changeEmailPassword')}
            required
            autoComplete="current-password"
            {...password.input}
          />
          <ErrorDisplay error={send.error} showId={false} />
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={paths.profile} size="sm">
              {t('backToProfile')}
            </Anchor>
            <Button type="submit" loading={send.isPending}>
              {t('changeEmailSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <AccountPage
      layout={portal === 'admin' ? 'menu' : 'card'}
      title={t('changeEmailTitle')}
      lead={t('changeEmailLead')}
      maw={600}
    >
      {body}
    </AccountPage>
  );
};
