import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@ridedesk/domain/auth/account-forms';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert } from '../../../components/ui/outcome-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type NewPasswordValues, newPasswordFormSchema } from '../password-forms.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { AccountPage, BackToSignInLink } from './account-page.tsx';

/** The page once the link proved dead or the password is set: what happened, and the next step. */
const ResetOutcome = ({
  to,
  next,
  replace,
  children,
}: {
  to: string;
  next: string;
  replace?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <AccountPage layout="card" title={t('resetTitle')} maw={480}>
      <Stack gap="md">
        {children}
        <Button component={Link} to={to} replace={replace}>
          {next}
        </Button>
      </Stack>
    </AccountPage>
  );
};

/**
 * The page a reset mail opens (/resetpassword?token=..., /admin/resetpassword?token=...): a new
 * password with its confirmation. A used or expired link says so and offers a new one.
 */
export const ResetPassword = ({ portal }: { portal: Portal }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const paths = accountPaths(portal);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.resetTokenMissing);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.fields.token) setDeadLink(error.fields.token);
      else if (error.fields.newPassword)
        form.setError('password', { type: 'server', message: error.fields.newPassword });
    }
  });

  if (deadLink)
    return (
      <ResetOutcome to={paths.forgotPassword} next={t('resetAskNew')}>
        <OutcomeAlert kind="failed" title={t('resetDeadTitle')}>
          {deadLink}
        </OutcomeAlert>
      </ResetOutcome>
    );
  if (reset.isSuccess)
    return (
      <ResetOutcome to={paths.login} next={t('signInLink')} replace>
        <OutcomeAlert kind="done" title={t('resetDoneTitle')}>
          {t('resetDone')}
        </OutcomeAlert>
      </ResetOutcome>
    );

  const fieldErrors = isApiError(reset.error) && Object.keys(reset.error.fields).length > 0;
  return (
    <AccountPage layout="card" title={t('resetTitle')} lead={t('resetLead')} maw={560}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPasswordFields passwordLabel={t('newPassword')} confirmLabel={t('confirmNewPassword')} />
            {!fieldErrors && <ErrorDisplay error={reset.error} />}
            <Button type="submit" size="md" loading={reset.isPending}>
              {t('resetSubmit')}
            </Button>
            <BackToSignInLink to={paths.login} />
          </Stack>
        </form>
      </FormProvider>
    </AccountPage>
  );
};
