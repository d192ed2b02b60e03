import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { CLIENT_IDS } from '@ridedesk/domain/shared/constants';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { OutcomeAlert } from '../../../components/ui/outcome-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { accountPaths, clientIdOf, type Portal } from '../account-paths.ts';
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
import { CompanyFields, NameFields, UserNameField } from './account-fields.tsx';
import { AccountPage } from './account-page.tsx';
import { PhoneField } from './phone-input.tsx';
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
  const clientId = clientIdOf(portal);
  const provider = clientId === CLIENT_IDS.admin;
  const title = provider ? t('externalProviderTitle') : t('externalTravellerTitle');

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
    <AccountPage layout="card" title={title} lead={t('externalLead')} maw={720}>
      {expired ? (
        <Stack gap="md">
          <OutcomeAlert kind="failed">{expired}</OutcomeAlert>
          <Button component={Link} to={paths.login} replace>
            {t('backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label={title}>
            <Stack gap="md">
              {provider && (
                <CompanyFields
                  beside={
                    <TextInput
                      label={t('einOptional')}
                      description={t('einHint')}
                      inputMode="numeric"
                      maxLength={10}
                      placeholder="12-3456789"
                      error={errors.EIN?.message}
                      {...form.register('EIN')}
                    />
                  }
                />
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
              {!provider && <PhoneField />}
              <UserNameField availability={userNames} />
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
    </AccountPage>
  );
};
