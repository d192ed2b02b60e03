import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { signInSchema } from '@ridedesk/domain/auth/password';
import { CLIENT_IDS, type ClientId, isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { hardNavigate } from '../../../lib/navigation.ts';
import { rememberSignInIntent } from '../../../lib/session.ts';
import { useGetRedirectUrl } from '../api/get-redirect-url.ts';
import { AUTH_NS } from '../i18n.ts';

const credentialsSchema = signInSchema.pick({ userName: true, password: true });
type Credentials = { userName: string; password: string };

/** The staff portals a back-office sign-in can target (spec 01: login choice "sp" is admin-portal). */
const STAFF_CHOICES = [
  { label: 'Provider staff', value: CLIENT_IDS.admin },
  { label: 'Platform administrator', value: CLIENT_IDS.superAdmin },
];

/** A line at the foot of the form: a hint, then the link it leads to. */
const HintLink = ({ hint, to, link, centred }: { hint: string; to: string; link: string; centred?: boolean }) => (
  <Text size="sm" ta={centred ? 'center' : undefined}>
    {hint}{' '}
    <Anchor component={Link} to={to} fw={500}>
      {link}
    </Anchor>
  </Text>
);

/**
 * Sign-in for either portal: posts to getredirecturl and follows the answered redirect, which
 * carries the one-time code to the portal's callback screen.
 */
export const SignInForm = ({
  portal,
  siteId,
  siteName,
  externalSignIn,
}: {
  portal: 'customer' | 'admin';
  siteId: number;
  siteName: string;
  /** Another way in (Sign in with Google), for the chosen client and this site. */
  externalSignIn?: (clientId: ClientId, customerSiteId: number) => ReactNode;
}) => {
  const { t } = useTranslation(AUTH_NS);
  const [clientId, setClientId] = useState<ClientId>(portal === 'customer' ? CLIENT_IDS.customer : CLIENT_IDS.admin);
  const signIn = useGetRedirectUrl();
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { userName: '', password: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    const customerSiteId = isProviderSiteId(siteId) ? siteId : 0;
    const answer = await signIn.mutateAsync({ ...values, clientId, CustomerSiteID: customerSiteId }).catch(() => null);
    if (!answer) return;
    rememberSignInIntent(clientId, customerSiteId);
    hardNavigate(answer.redirectUrl);
  });

  const { errors } = form.formState;
  const base = portal === 'admin' ? '/admin' : '';
  const busy = signIn.isPending || (signIn.isSuccess && !signIn.error);

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {portal === 'customer' ? t('customerTitle', { site: siteName }) : t('adminTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {portal === 'customer' ? t('customerLead') : t('adminLead')}
            </Text>
          </Stack>
          {portal === 'admin' && (
            <Stack gap={6}>
              <Text component="span" id="sign-in-as" size="sm" fw={500}>
                {t('signInAs')}
              </Text>
              <SegmentedControl
                aria-labelledby="sign-in-as"
                fullWidth
                value={clientId}
                onChange={(value) => setClientId(value as ClientId)}
                data={STAFF_CHOICES}
              />
            </Stack>
          )}
          <TextInput
            label={t('userName')}
            autoComplete="username"
            required
            error={errors.userName?.message}
            {...form.register('userName')}
          />
          <Controller
            control={form.control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordInput
                label={t('password')}
                autoComplete="current-password"
                required
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <Anchor component={Link} to={`${base}/forgotpassword`} size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
            {t('forgotPassword')}
          </Anchor>
          <ErrorDisplay error={signIn.error} showId={false} />
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t('submit')}
          </Button>
          {externalSignIn?.(clientId, isProviderSiteId(siteId) ? siteId : 0)}
          <HintLink
            hint={portal === 'customer' ? t('noAccount') : t('newProvider')}
            to={`${base}/register`}
            link={portal === 'customer' ? t('createAccount') : t('registerCompany')}
            centred
          />
          {portal === 'customer' ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('guestHint')}
              </Text>
              <HintLink hint={t('providerHint')} to="/admin/login" link={t('providerLink')} />
            </Stack>
          ) : (
            <HintLink hint={t('travellerHint')} to="/login" link={t('travellerLink')} />
          )}
        </Stack>
      </form>
    </Paper>
  );
};
