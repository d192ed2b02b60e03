import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ProfileForm as ProfileValues, profileFormSchema } from '@ridedesk/domain/auth/account-forms';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { TIME_ZONES } from '@ridedesk/domain/shared/time-zones';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { showFieldErrors } from '../../../components/forms/server-errors.ts';
import { SelectField } from '../../../components/record-kit/form-fields.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { isExternalAccount, type Profile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { PROFILE_FIELDS } from '../profile-fields.ts';
import { NameInputs } from './account-fields.tsx';
import { PhoneField } from './phone-input.tsx';

const valuesOf = (profile: Profile): ProfileValues => ({
  firstName: profile.firstname ?? '',
  lastName: profile.lastname ?? '',
  phoneNumber: profile.phone ?? '',
  preferredTimezone: profile.preferredTimezone ?? '',
});

/**
 * My Profile (spec 01 "My Profile" and section 5): first and last name and phone (required;
 * the phone rule and its message, keystroke filter and formatting on blur), e-mail, username and
 * password read-only, the Preferred TimeZone; Save disabled while invalid, Cancel, and the
 * 'Saved Changes!!' popup, a toast that closes by itself.
 */
export const ProfileForm = ({
  profile,
  changePasswordPath,
  changeEmailPath,
}: {
  profile: Profile;
  changePasswordPath: string;
  changeEmailPath: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(profile),
    mode: 'onChange',
  });
  const { isValid, isSubmitting, isDirty } = form.formState;
  const external = isExternalAccount(profile);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        userName: profile.username,
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        preferredTimezone: values.preferredTimezone || null,
      });
      form.reset(valuesOf(saved));
      // A toast that goes by itself (issue 17): nothing to click away.
      notifications.show({
        color: 'teal',
        icon: <IconCircleCheck size={18} aria-hidden />,
        message: MESSAGES.profileSaved,
        autoClose: 4000,
      });
    } catch (error) {
      showFieldErrors(form.setError, error, PROFILE_FIELDS);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('profileTitle')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NameInputs />
            <PhoneField />
            <SelectField
              control={form.control}
              name="preferredTimezone"
              label="Preferred TimeZone"
              placeholder={t('timeZoneNone')}
              data={TIME_ZONES}
              format={(value: string) => value || null}
              parse={(value: string | null) => value ?? ''}
              searchable
              clearable
              nothingFoundMessage={t('timeZoneNoMatch')}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={4}>
              <TextInput label={t('email')} value={profile.email} readOnly variant="filled" />
              <Anchor component={Link} to={changeEmailPath} size="sm" fw={500}>
                {t('changeEmailLink')}
              </Anchor>
            </Stack>
            <TextInput label={t('userName')} value={profile.username} readOnly variant="filled" />
            <Stack gap={4}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('password')}
                  type="password"
                  value="********"
                  readOnly
                  variant="filled"
                  style={{ flex: 1 }}
                  autoComplete="off"
                />
                {external ? (
                  <Button variant="default" disabled aria-label={t('changePasswordAria')}>
                    {t('change')}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={changePasswordPath}
                    variant="default"
                    aria-label={t('changePasswordAria')}
                  >
                    {t('change')}
                  </Button>
                )}
              </Group>
              {external && (
                <Text size="xs" c="dimmed">
                  {t('googleNoPassword')}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <ErrorDisplay
            error={isApiError(update.error) && Object.keys(update.error.fields).length ? null : update.error}
          />
          <FormActions
            cancelLabel={t('cancel')}
            onCancel={() => form.reset(valuesOf(profile))}
            cancelDisabled={!isDirty || isSubmitting}
            submitLabel={t('save')}
            submitting={isSubmitting}
            submitDisabled={!isValid}
          />
        </Stack>
      </form>
    </FormProvider>
  );
};
