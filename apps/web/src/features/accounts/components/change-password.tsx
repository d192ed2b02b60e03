import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert } from '../../../components/ui/outcome-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import { isExternalAccount, type Profile, useProfile } from '../api/get-profile.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type ChangePasswordValues, changePasswordFormSchema } from '../password-forms.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { AccountPage } from './account-page.tsx';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

const ChangePasswordForm = ({ account, profilePath }: { account: Profile; profilePath: string }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const update = useUpdatePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema({ userName: account.username, email: account.email })),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const external = isExternalAccount(account);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        username: account.username,
        password: values.currentPassword,
        newPassword: values.password,
      });
      form.reset(EMPTY);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.fields.password) form.setError('currentPassword', { type: 'server', message: error.fields.password });
      if (error.fields.newPassword) form.setError('password', { type: 'server', message: error.fields.newPassword });
    }
  });

  const fieldErrors = isApiError(update.error) && Object.keys(update.error.fields).length > 0;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {external && (
            <Alert
              color="gray"
              variant="light"
              icon={<IconBrandGoogleFilled size={18} aria-hidden />}
              title={t('googleNoPasswordTitle')}
            >
              {t('googleNoPassword')}
            </Alert>
          )}
          {update.isSuccess && (
            <OutcomeAlert kind="done" title={t('passwordChangedTitle')}>
              {t('passwordChanged')}
            </OutcomeAlert>
          )}
          <fieldset disabled={external} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="currentPassword"
                render={({ field, fieldState }) => (
                  <PasswordInput
                    label={t('currentPassword')}
                    required
                    autoComplete="current-password"
                    error={fieldState.error?.message}
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      if (update.isSuccess) update.reset();
                    }}
                  />
                )}
              />
              <NewPasswordFields passwordLabel={t('newPassword')} confirmLabel={t('confirmNewPassword')} />
              {!fieldErrors && <ErrorDisplay error={update.error} />}
              <Group justify="space-between" gap="sm">
                <Anchor component={Link} to={profilePath} size="sm">
                  {t('backToProfile')}
                </Anchor>
                <Button type="submit" loading={update.isPending} disabled={external}>
                  {t('changePasswordSubmit')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
          <Text size="xs" c="dimmed">
            {t('changePasswordSessions')}
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
};

/**
 * Change password (/myaccount/changepassword and /admin/myaccount/changepassword): the current
 * password, the new one and its confirmation; the account's other sessions end. Accounts that
 * sign in through Google have no password here: the form is shown disabled with the reason.
 */
export const ChangePassword = ({ portal }: { portal: Portal }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const profile = useProfile();
  return (
    <AccountPage
      layout={portal === 'admin' ? 'menu' : 'card'}
      title={t('changePasswordTitle')}
      lead={t('changePasswordLead')}
      maw={720}
    >
      {profile.isPending ? (
        <Stack gap="md" aria-busy aria-label={t('loading')}>
          <Skeleton h={58} />
          <Skeleton h={58} />
        </Stack>
      ) : profile.isError ? (
        <ErrorDisplay error={profile.error} />
      ) : (
        <ChangePasswordForm account={profile.data} profilePath={accountPaths(portal).profile} />
      )}
    </AccountPage>
  );
};
