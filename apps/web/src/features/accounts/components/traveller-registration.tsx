import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { syncSessionUser, updateProfile } from '../api/update-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import {
  emptyTravellerForm,
  type TravellerFormValues,
  travellerFormSchema,
  travellerPayload,
} from '../registration-form.ts';
import type { SignInAfterRegistration } from '../sign-in-after-registration.ts';
import { useRegistrationPage } from '../use-registration-page.ts';
import { EmailField, NameFields, NewPasswordFields, UserNameField } from './account-fields.tsx';
import { PhoneField } from './phone-input.tsx';
import { RegistrationDetails, RegistrationFrame } from './registration-frame.tsx';

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
  const { form, flow, userNames, emails, continueIfFree, frame } = useRegistrationPage<TravellerFormValues>({
    siteId,
    portal: 'customer',
    resolver: zodResolver(travellerFormSchema),
    defaultValues: emptyTravellerForm,
    payload: travellerPayload,
    signIn,
    // The registration payload has no phone; it goes to the new account's profile.
    afterSignIn: async (values) => {
      const profile = await updateProfile({
        userName: values.userName.trim(),
        phoneNumber: values.phoneNumber,
      }).catch(() => null);
      if (profile) syncSessionUser(profile);
    },
  });
  const onContinue = continueIfFree();

  return (
    <RegistrationFrame
      page={frame}
      title={t('travellerTitle', { site: siteName })}
      lead={t('travellerLead')}
      details={
        <RegistrationDetails
          form={form}
          flow={flow}
          label={t('travellerTitle', { site: siteName })}
          onContinue={onContinue}
          gap="md"
        >
          <NameFields />
          <EmailField availability={emails} />
          <PhoneField />
          <UserNameField availability={userNames} />
          <NewPasswordFields />
        </RegistrationDetails>
      }
    />
  );
};
