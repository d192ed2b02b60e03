import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack } from '@mantine/core';
import { siteAddressSchema, siteLabelOf } from '@ridedesk/domain/site/site-address';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isSiteAddressTaken } from '../api/check-site-address.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import {
  emptyProviderForm,
  type ProviderFormValues,
  providerFormSchema,
  providerPayload,
} from '../registration-form.ts';
import type { SignInAfterRegistration } from '../sign-in-after-registration.ts';
import { useAvailability } from '../use-availability.ts';
import { useRegistrationPage } from '../use-registration-page.ts';
import { CompanyFields, EmailField, NameFields, NewPasswordFields, UserNameField } from './account-fields.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { RegistrationDetails, RegistrationFrame } from './registration-frame.tsx';
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
  const { form, flow, userNames, emails, continueIfFree, frame } = useRegistrationPage<ProviderFormValues>({
    siteId,
    portal: 'admin',
    resolver: zodResolver(providerFormSchema),
    defaultValues: emptyProviderForm,
    payload: providerPayload,
    signIn,
  });
  const siteAddresses = useAvailability(isSiteAddressTaken);
  // The company name suggests the site address until the person types one of their own.
  const suggestSiteAddress = (company: string) => {
    if (form.getFieldState('siteHost').isDirty && form.getValues('siteHost')) return;
    const label = siteLabelOf(company);
    if (!label) return;
    form.setValue('siteHost', label, { shouldDirty: false });
    if (siteAddressSchema.safeParse(label).success) void siteAddresses.check(label);
  };

  const onContinue = continueIfFree(async (values) => (values.siteHost ? siteAddresses.check(values.siteHost) : false));

  return (
    <RegistrationFrame
      page={frame}
      title={t('providerTitle')}
      lead={t('providerLead')}
      details={
        <RegistrationDetails
          form={form}
          flow={flow}
          label={t('providerTitle')}
          onContinue={onContinue}
          gap="lg"
          pt="md"
        >
          <CompanyFields beside={<SiteAddressField availability={siteAddresses} />} onNameLeft={suggestSiteAddress} />
          <Fieldset legend={t('contactSection')} radius="md">
            <Stack gap="md">
              <NameFields />
              <EmailField availability={emails} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('signInSection')} radius="md">
            <Stack gap="md">
              <UserNameField availability={userNames} />
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
        </RegistrationDetails>
      }
    />
  );
};
