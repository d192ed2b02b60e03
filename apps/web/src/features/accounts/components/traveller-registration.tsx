import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { CLIENT_IDS, isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { PHONE_MESSAGE } from '@ridedesk/domain/shared/phone';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isEmailTaken, isUserNameTaken } from '../api/check-login-taken.ts';
import { useRegister } from '../api/register.ts';
import { syncSessionUser, updateProfile } from '../api/update-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import {
  emptyTravellerForm,
  type TravellerFormValues,
  travellerFormSchema,
  travellerPayload,
} from '../registration-form.ts';
import type { SignInAfterRegistration } from '../sign-in-after-registration.ts';
import { useAvailability } from '../use-availability.ts';
import { useRegistrationFlow } from '../use-registration-flow.ts';
import { AccountCreatedNotice } from './account-created-notice.tsx';
import { EmailField, NameFields, NewPasswordFields, UserNameField } from './account-fields.tsx';
import { ExternalSignInButton } from './external-sign-in-button.tsx';
import { PhoneInput } from './phone-input.tsx';
import { RegistrationFrame } from './registration-frame.tsx';

/**
 * Traveller registration on a site's customer portal (/register): names, e-mail with its code,
 * phone, username and password. The account belongs to this site; once created it is signed
 * in and the phone is saved to the profile.
 */
export const TravellerRegistration = ({
  siteId,
  siteName,
  signIn,
}: {
  siteId: number;
  siteName: string;
  signIn: SignInAfterRegistration;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  useDocumentTitle(t('travellerTitle', { site: siteName }));
  const navigate = useNavigate();
  const register = useRegister();
  const userNames = useAvailability(isUserNameTaken);
  const emails = useAvailability(isEmailTaken);
  const [createdButNotSignedIn, setCreatedButNotSignedIn] = useState(false);
  const customerSiteId = isProviderSiteId(siteId) ? siteId : 0;

  const form = useForm<TravellerFormValues>({
    resolver: zodResolver(travellerFormSchema),
    defaultValues: emptyTravellerForm,
    mode: 'onTouched',
  });

  const flow = useRegistrationFlow<TravellerFormValues>({
    clientId: CLIENT_IDS.customer,
    createAccount: async (values) => {
      const userName = values.userName.trim();
      await register.mutateAsync(travellerPayload(values));
      const target = await signIn({
        userName,
        password: values.password,
        clientId: CLIENT_IDS.customer,
        customerSiteId,
      }).catch(() => null);
      if (!target) return setCreatedButNotSignedIn(true);
      // The registration payload has no phone; it goes to the new account's profile.
      const profile = await updateProfile({ userName, phoneNumber: values.phoneNumber }).catch(() => null);
      if (profile) syncSessionUser(profile);
      navigate(target, { replace: true });
    },
  });

  const onContinue = form.handleSubmit(async (values) => {
    const [nameTaken, emailTaken] = await Promise.all([userNames.check(values.userName), emails.check(values.email)]);
    if (nameTaken || emailTaken) return;
    await flow.submitDetails(values);
  });

  if (createdButNotSignedIn) return <AccountCreatedNotice loginPath="/login" />;

  return (
    <RegistrationFrame
      flow={flow}
      title={t('travellerTitle', { site: siteName })}
      lead={t('travellerLead')}
      loginPath="/login"
      aside={
        <ExternalSignInButton
          clientId={CLIENT_IDS.customer}
          customerSiteId={customerSiteId}
          purpose="register"
          dividerPosition="after"
        />
      }
      details={
        <FormProvider {...form}>
          <form onSubmit={onContinue} noValidate aria-label={t('travellerTitle', { site: siteName })}>
            <Stack gap="md">
              <NameFields />
              <EmailField availability={emails.of} onCheck={emails.check} />
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
              <UserNameField availability={userNames.of} onCheck={userNames.check} />
              <NewPasswordFields />
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
