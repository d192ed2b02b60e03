import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { signInSchema } from '@ridedesk/domain/auth/password';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DRIVER_NS } from '../i18n.ts';

const credentialsSchema = signInSchema.pick({ userName: true, password: true });
export type DriverCredentials = { userName: string; password: string };

/**
 * The chauffeur's sign-in (client id driver-portal): the route hands in how to sign in, so the
 * form stays the chauffeur app's own. Nothing here leads to the back office.
 */
export const DriverSignIn = ({
  siteName,
  signIn,
}: {
  siteName: string;
  signIn: (credentials: DriverCredentials) => Promise<void>;
}) => {
  const { t } = useTranslation(DRIVER_NS);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<DriverCredentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { userName: '', password: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    await signIn(values).catch(setError);
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Paper withBorder radius="lg" p="lg" w="100%" maw={440} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('appTitle', { site: siteName })}
            </Text>
            <Title order={1} fz={26}>
              {t('signInTitle')}
            </Title>
            <Text size="sm">{t('signInLead')}</Text>
          </Stack>
          <TextInput
            label={t('userName')}
            autoComplete="username"
            autoCapitalize="none"
            required
            size="md"
            error={errors.userName?.message}
            {...form.register('userName')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            required
            size="md"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <ErrorDisplay error={error} showId={false} />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t('submit')}
          </Button>
          <Anchor component={Link} to="/forgotpassword" size="sm" ta="center">
            {t('forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
};
