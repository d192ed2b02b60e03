import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CLIENT_IDS, type ClientId } from '@ridedesk/domain/shared/constants';
import { PHONE_MESSAGE } from '@ridedesk/domain/shared/phone';
import { IconAlertTriangle, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import { isUserNameTaken } from '../api/check-login-taken.ts';
import { useExternalRegister } from '../api/external-register.ts';
import { syncSessionUser, updateProfile } from '../api/update-profile.ts';
import { forgetExternalRegistration, readExternalRegistration } from '../external-registration.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import {
  type ExternalFormValues,
  emptyExternalForm,
  externalFormSchema,
  externalPayload,
} from '../registration-form.ts';
import type { SignInAfterRegistration } from '../sign-in-after-registration.ts';
import { useAvailability } from '../use-availability.ts';
import { NameFields, UserNameField } from './account-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { PlanChoice } from './plan-choice.tsx';

/**
 * The external-register page (/externalregister, /admin/externalregister): completes the
 * registration of someone the identity provider knows but we do not. Names come prefilled,
 * the address is the confirmed one, and there is no password of ours; the ticket kept by the
 * redirect screen proves it.
 */
export const ExternalRegistration = ({ portal, signIn }: { portal: Portal; signIn: SignInAfterRegistration }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const paths = accountPaths(portal);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending] = useState(readExternalRegistration);
  const clientId: ClientId = portal === 'admin' ? CLIENT_IDS.admin : CLIENT_IDS.customer;
  const provider = clientId === CLIENT_IDS.admin;
  const title = provider ? t('externalProviderTitle') : t('externalTravellerTitle');
  useDocumentTitle(title);

  const email = pending?.email ?? params.get('email') ?? '';
  const [expired, setExpired] = useState<string | null>(
    pending && pending.email.toLowerCase() === email.toLowerCase() ? null : t('externalTicketMissing'),
  );
  const register = useExternalRegister();
  const userNames = useAvailability(isUserNameTaken);
  const form = useForm<ExternalFormValues>({
    resolver: zodResolver(externalFormSchema),
    defaultValues: emptyExternalForm(clientId, {
      firstName: params.get('firstName') ?? pending?.firstName ?? '',
      lastName: params.get('lastName') ?? pending?.lastName ?? '',
      email,
    }),
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!pending) return;
    if (await userNames.check(values.userName)) return;
    let created: Awaited<ReturnType<typeof register.mutateAsync>>;
    try {
      created = await register.mutateAsync(externalPayload(values, pending.token));
    } catch (error) {
      if (isApiError(error) && error.fields.token) setExpired(error.fields.token);
      return;
    }
    forgetExternalRegistration();
    const target = await signIn({ redirectUrl: created.redirectUrl }).catch(() => null);
    if (!target) return navigate(paths.login, { replace: true });
    if (!provider) {
      const profile = await updateProfile({ userName: created.userName, phoneNumber: values.phoneNumber }).catch(
        () => null,
      );
      if (profile) syncSessionUser(profile);
    }
    navigate(target, { replace: true });
  });

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t('externalLead')}
            </Text>
          </Stack>
          {expired ? (
            <Stack gap="md">
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
                {expired}
              </Alert>
              <Button component={Link} to={paths.login} replace>
                {t('backToSignIn')}
              </Button>
            </Stack>
          ) : (
            <FormProvider {...form}>
              <form onSubmit={submit} noValidate aria-label={title}>
                <Stack gap="md">
                  {provider && (
                    <Fieldset legend={t('companySection')} radius="md">
                      <Stack gap="md">
                        <TextInput
                          label={t('companyName')}
                          required
                          autoComplete="organization"
                          error={errors.serviceProviderName?.message}
                          {...form.register('serviceProviderName')}
                        />
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                          <TextInput
                            label={t('einOptional')}
                            description={t('einHint')}
                            inputMode="numeric"
                            maxLength={10}
                            placeholder="12-3456789"
                            error={errors.EIN?.message}
                            {...form.register('EIN')}
                          />
                          <TextInput
                            label={t('zipCode')}
                            description={t('zipHint')}
                            required
                            inputMode="numeric"
                            autoComplete="postal-code"
                            maxLength={10}
                            placeholder="60601"
                            error={errors.zipcode?.message}
                            {...form.register('zipcode')}
                          />
                        </SimpleGrid>
                      </Stack>
                    </Fieldset>
                  )}
                  <NameFields />
                  <TextInput
                    label={t('email')}
                    value={email}
                    readOnly
                    variant="filled"
                    description={t('externalEmailHint')}
                    leftSection={<IconBrandGoogleFilled size={16} aria-hidden />}
                  />
                  {!provider && (
                    <Controller
                      control={form.control}
                      name="phoneNumber"
                      render={({ field, fieldState }) => (
                        <PhoneInput
                          label={t('phone')}
                          description={t('phoneHint')}
                          required
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldState.error ? PHONE_MESSAGE : undefined}
                        />
                      )}
                    />
                  )}
                  <UserNameField availability={userNames.of} onCheck={userNames.check} />
                  {provider && (
                    <Controller
                      control={form.control}
                      name="subscriptionPlanId"
                      render={({ field }) => <PlanChoice value={field.value} onChange={field.onChange} />}
                    />
                  )}
                  <ErrorDisplay error={register.error && !expired ? register.error : null} />
                  <Group justify="flex-end" gap="sm">
                    <Button variant="default" component={Link} to={paths.login} replace>
                      {t('cancel')}
                    </Button>
                    <Button type="submit" loading={form.formState.isSubmitting}>
                      {t('createAccount')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </FormProvider>
          )}
        </Stack>
      </Paper>
    </Container>
  );
};
