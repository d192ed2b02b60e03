import { Button, Stack, Text, TextInput } from '@mantine/core';
import { signInSchema } from '@ridedesk/domain/auth/password';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert } from '../../../components/ui/outcome-alert.tsx';
import { accountPaths, type Portal } from '../account-paths.ts';
import { useSendForgotPassword } from '../api/send-forgot-password.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { useTextField } from '../use-text-field.ts';
import { AccountPage, BackToSignInLink } from './account-page.tsx';

/**
 * Forgot password (/forgotpassword, /admin/forgotpassword): mails a single-use link, valid 30
 * minutes, to the account's address. The answer is the same whether the account exists or not.
 */
export const ForgotPassword = ({ portal }: { portal: Portal }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const paths = accountPaths(portal);
  const send = useSendForgotPassword();
  const login = useTextField();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInSchema.shape.userName.safeParse(login.value);
    if (!parsed.success) return login.setError(parsed.error.issues[0]?.message ?? null);
    login.setError(null);
    await send.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <AccountPage layout="card" title={t('forgotTitle')} lead={t('forgotLead')} maw={480}>
      {send.isSuccess ? (
        <Stack gap="md">
          <OutcomeAlert kind="sent" title={t('forgotSentTitle')}>
            <Text size="sm">{t('forgotSent')}</Text>
            <Text size="sm" mt="xs" c="dimmed">
              {t('forgotSentGoogle')}
            </Text>
          </OutcomeAlert>
          <Button variant="default" onClick={() => send.reset()}>
            {t('forgotAgain')}
          </Button>
          <Button component={Link} to={paths.login}>
            {t('backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('userNameOrEmail')}
              required
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              {...login.input}
              data-autofocus
            />
            <ErrorDisplay error={send.error} showId={false} />
            <Button type="submit" size="md" fullWidth loading={send.isPending}>
              {t('forgotSubmit')}
            </Button>
            <BackToSignInLink to={paths.login} />
          </Stack>
        </form>
      )}
    </AccountPage>
  );
};
