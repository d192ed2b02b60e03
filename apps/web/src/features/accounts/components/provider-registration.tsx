import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CLIENT_IDS, isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { siteAddressSchema, siteLabelOf } from '@ridedesk/domain/site/site-address';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isEmailTaken, isUserNameTaken } from '../api/check-login-taken.ts';
import { isSiteAddressTaken } from '../api/check-site-address.ts';
import { useRegister } from '../api/register.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import {
  emptyProviderForm,
  type ProviderFormValues,
  providerFormSchema,
  providerPayload,
} from '../registration-form.ts';
import type { SignInAfterRegistration } from '../sign-in-after-registration.ts';
import { useAvailability } from '../use-availability.ts';
import { useRegistrationFlow } from '../use-registration-flow.ts';
import { AccountCreatedNotice } from './account-created-notice.tsx';
import { EmailField, NameFields, NewPasswordFields, UserNameField } from './account-fields.tsx';
import { ExternalSignInButton } from './external-sign-in-button.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { RegistrationFrame } from './registration-frame.tsx';
import { SiteAddressField } from './site-address-field.tsx';

/**
 * Provider registration (/admin/register): company, site address, ZIP code, contact, username
 * and password, the plan (the EIN waits for the first paid plan); then the e-mail code; then the
 * account is created, signed in, and the post-login flow takes the provider to the plan chooser
 * (subscription pending).
 */
export const ProviderRegistration = ({ siteId, signIn }: { siteId: number; signIn: SignInAfterRegistration }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  useDocumentTitle(t('providerTitle'));
  const navigate = useNavigate();
  const register = useRegister();
  const userNames = useAvailability(isUserNameTaken);
  const emails = useAvailability(isEmailTaken);
  const [createdButNotSignedIn, setCreatedButNotSignedIn] = useState(false);
  const customerSiteId = isProviderSiteId(siteId) ? siteId : 0;

  const form = useForm<ProviderFormValues>({
    resolver: zodResolver(providerFormSchema),
    defaultValues: emptyProviderForm,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const siteAddresses = useAvailability(isSiteAddressTaken);
  const companyField = form.register('serviceProviderName');
  // The company name suggests the site address until the person types one of their own.
  const suggestSiteAddress = (company: string) => {
    if (form.getFieldState('siteHost').isDirty && form.getValues('siteHost')) return;
    const label = siteLabelOf(company);
    if (!label) return;
    form.setValue('siteHost', label, { shouldDirty: false });
    if (siteAddressSchema.safeParse(label).success) void siteAddresses.check(label);
  };

  const flow = useRegistrationFlow<ProviderFormValues>({
    clientId: CLIENT_IDS.admin,
    createAccount: async (values) => {
      await register.mutateAsync(providerPayload(values));
      const target = await signIn({
        userName: values.userName.trim(),
        password: values.password,
        clientId: CLIENT_IDS.admin,
        customerSiteId,
      }).catch(() => null);
      if (target) navigate(target, { replace: true });
      else setCreatedButNotSignedIn(true);
    },
  });

  const onContinue = form.handleSubmit(async (values) => {
    const [nameTaken, emailTaken, siteTaken] = await Promise.all([
      userNames.check(values.userName),
      emails.check(values.email),
      values.siteHost ? siteAddresses.check(values.siteHost) : false,
    ]);
    if (nameTaken || emailTaken || siteTaken) return;
    await flow.submitDetails(values);
  });

  if (createdButNotSignedIn) return <AccountCreatedNotice loginPath="/admin/login" />;

  return (
    <RegistrationFrame
      flow={flow}
      title={t('providerTitle')}
      lead={t('providerLead')}
      loginPath="/admin/login"
      aside={
        <ExternalSignInButton
          clientId={CLIENT_IDS.admin}
          customerSiteId={customerSiteId}
          purpose="register"
          dividerPosition="after"
        />
      }
      details={
        <FormProvider {...form}>
          <form onSubmit={onContinue} noValidate aria-label={t('providerTitle')}>
            <Stack gap="lg" pt="md">
              <Fieldset legend={t('companySection')} radius="md">
                <Stack gap="md">
                  <TextInput
                    label={t('companyName')}
                    required
                    autoComplete="organization"
                    error={errors.serviceProviderName?.message}
                    {...companyField}
                    onBlur={async (event) => {
                      await companyField.onBlur(event);
                      suggestSiteAddress(event.target.value);
                    }}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <SiteAddressField availability={siteAddresses.of} onCheck={siteAddresses.check} />
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
              <Fieldset legend={t('contactSection')} radius="md">
                <Stack gap="md">
                  <NameFields />
                  <EmailField availability={emails.of} onCheck={emails.check} />
                </Stack>
              </Fieldset>
              <Fieldset legend={t('signInSection')} radius="md">
                <Stack gap="md">
                  <UserNameField availability={userNames.of} onCheck={userNames.check} />
                  <NewPasswordFields />
                </Stack>
              </Fieldset>
              <Fieldset legend={t('planSection')} radius="md">
                <Controller
                  control={form.control}
                  name="subscriptionPlanId"
                  render={({ field }) => <PlanChoice value={field.value} onChange={field.onChange} />}
                />
              </Fieldset>
              <ErrorDisplay error={flow.error} />
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={flow.sending || form.formState.isSubmitting}>
                  {t('continue')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      }
    />
  );
};
