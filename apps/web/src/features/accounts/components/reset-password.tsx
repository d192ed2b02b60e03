import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@ridedesk/domain/auth/account-forms';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type NewPasswordValues, newPasswordFormSchema } from '../password-forms.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { AccountPage } from './account-page.tsx';

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
      <AccountPage layout="card" title={t('resetTitle')} maw={480}>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('resetDeadTitle')}
            role="alert"
          >
            {deadLink}
          </Alert>
          <Button component={Link} to={paths.forgotPassword}>
            {t('resetAskNew')}
          </Button>
        </Stack>
      </AccountPage>
    );

  if (reset.isSuccess)
    return (
      <AccountPage layout="card" title={t('resetTitle')} maw={480}>
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={t('resetDoneTitle')}
            role="status"
          >
            {t('resetDone')}
          </Alert>
          <Button component={Link} to={paths.login} replace>
            {t('signInLink')}
          </Button>
        </Stack>
      </AccountPage>
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
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.login} fw={500}>
                {t('backToSignIn')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </FormProvider>
    </AccountPage>
  );
};
