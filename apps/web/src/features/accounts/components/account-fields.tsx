import { Fieldset, Loader, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { emailSchema, userNameSchema } from '@ridedesk/domain/auth/account-forms';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type Availability, type AvailabilityCheck, useCheckedField } from '../use-availability.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

/** The fields every registration form has (the forms wrap them in react-hook-form's FormProvider). */
type AccountFields = {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  confirmPassword: string;
};

/** A check under way (a spinner named for screen readers) or a free value (a tick); nothing otherwise. */
export const AvailabilityMark = ({ state }: { state: Availability }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  if (state === 'checking') return <Loader size="xs" aria-label={t('checking')} />;
  if (state === 'free') return <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />;
  return null;
};

const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** First and last name, in the caller's grid. */
export const NameInputs = () => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState } = useFormContext<AccountFields>();
  return (
    <>
      {NAME_FIELDS.map(([name, autoComplete]) => (
        <TextInput
          key={name}
          label={t(name)}
          required
          autoComplete={autoComplete}
          error={formState.errors[name]?.message}
          {...register(name)}
        />
      ))}
    </>
  );
};

/** First and last name side by side (one under the other on a phone). */
export const NameFields = () => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
    <NameInputs />
  </SimpleGrid>
);

/** A provider's ZIP code (registration and external registration). */
export const ZipCodeField = () => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState } = useFormContext<{ zipcode: string }>();
  return (
    <TextInput
      label={t('zipCode')}
      description={t('zipHint')}
      required
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      placeholder="60601"
      error={formState.errors.zipcode?.message}
      {...register('zipcode')}
    />
  );
};

/**
 * A provider's company: its name, then the ZIP code with what the form asks beside it (the site
 * address, or the EIN). `onNameLeft` hears the name when its field is left.
 */
export const CompanyFields = ({ beside, onNameLeft }: { beside: ReactNode; onNameLeft?: (name: string) => void }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState } = useFormContext<{ serviceProviderName: string }>();
  const name = register('serviceProviderName');
  return (
    <Fieldset legend={t('companySection')} radius="md">
      <Stack gap="md">
        <TextInput
          label={t('companyName')}
          required
          autoComplete="organization"
          error={formState.errors.serviceProviderName?.message}
          {...name}
          onBlur={async (event) => {
            await name.onBlur(event);
            onNameLeft?.(event.target.value);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {beside}
          <ZipCodeField />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
};

/** The e-mail address, checked when left: an address that has an account already says so. */
export const EmailField = ({
  availability,
  readOnly,
  description,
}: {
  availability: AvailabilityCheck;
  readOnly?: boolean;
  description?: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { state, ruleError, input } = useCheckedField('email', emailSchema, availability, !readOnly);
  return (
    <TextInput
      label={t('email')}
      required
      type="email"
      autoComplete="email"
      inputMode="email"
      readOnly={readOnly}
      description={description ?? t('emailHint')}
      error={ruleError ?? (state === 'taken' ? t('emailTaken') : undefined)}
      rightSection={readOnly ? null : <AvailabilityMark state={state} />}
      {...input}
    />
  );
};

/** The username, checked when left: a taken one says so at once. */
export const UserNameField = ({ availability }: { availability: AvailabilityCheck }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { state, ruleError, input } = useCheckedField('userName', userNameSchema, availability);
  return (
    <TextInput
      label={t('userName')}
      required
      autoComplete="username"
      spellCheck={false}
      autoCapitalize="none"
      description={state === 'free' ? t('userNameFree') : t('userNameHint')}
      error={ruleError ?? (state === 'taken' ? t('userNameTaken') : undefined)}
      rightSection={<AvailabilityMark state={state} />}
      {...input}
    />
  );
};

/** A new password (or its confirmation), with its rule's message. */
const NewPasswordInput = ({ name, label }: { name: 'password' | 'confirmPassword'; label: string }) => {
  const { control } = useFormContext<AccountFields>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordInput
          label={label}
          required
          autoComplete="new-password"
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
};

/** A new password with its strength hint, and its confirmation. */
export const NewPasswordFields = ({
  passwordLabel,
  confirmLabel,
}: {
  passwordLabel?: string;
  confirmLabel?: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { control } = useFormContext<AccountFields>();
  const [password, userName, email] = useWatch({ control, name: ['password', 'userName', 'email'] });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Stack gap={6}>
        <NewPasswordInput name="password" label={passwordLabel ?? t('password')} />
        <PasswordStrengthHint id="password-strength" password={password ?? ''} context={{ userName, email }} />
      </Stack>
      <NewPasswordInput name="confirmPassword" label={confirmLabel ?? t('confirmPassword')} />
    </SimpleGrid>
  );
};
