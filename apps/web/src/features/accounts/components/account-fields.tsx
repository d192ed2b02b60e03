import { Loader, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { emailSchema, userNameSchema } from '@ridedesk/domain/auth/account-forms';
import { IconCircleCheck } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';
import type { Availability } from '../use-availability.ts';
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

const availabilityMark = (availability: Availability, checkingLabel: string) => {
  if (availability === 'checking') return <Loader size="xs" aria-label={checkingLabel} />;
  if (availability === 'free') return <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />;
  return null;
};

export const NameFields = () => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState } = useFormContext<AccountFields>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('firstName')}
        required
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label={t('lastName')}
        required
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
    </SimpleGrid>
  );
};

/** The e-mail address, checked when left: an address that has an account already says so. */
export const EmailField = ({
  availability,
  onCheck,
  readOnly,
  description,
}: {
  availability: (value: string) => Availability;
  onCheck: (value: string) => void;
  readOnly?: boolean;
  description?: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState, control } = useFormContext<AccountFields>();
  const email = useWatch({ control, name: 'email' }) ?? '';
  const field = register('email');
  const state = availability(email);
  return (
    <TextInput
      label={t('email')}
      required
      type="email"
      autoComplete="email"
      inputMode="email"
      readOnly={readOnly}
      description={description ?? t('emailHint')}
      error={formState.errors.email?.message ?? (state === 'taken' ? t('emailTaken') : undefined)}
      rightSection={readOnly ? null : availabilityMark(state, t('checking'))}
      {...field}
      onBlur={async (event) => {
        await field.onBlur(event);
        if (!readOnly && emailSchema.safeParse(event.target.value).success) onCheck(event.target.value);
      }}
    />
  );
};

/** The username, checked when left: a taken one says so at once. */
export const UserNameField = ({
  availability,
  onCheck,
}: {
  availability: (value: string) => Availability;
  onCheck: (value: string) => void;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState, control } = useFormContext<AccountFields>();
  const userName = useWatch({ control, name: 'userName' }) ?? '';
  const field = register('userName');
  const state = availability(userName);
  return (
    <TextInput
      label={t('userName')}
      required
      autoComplete="username"
      spellCheck={false}
      autoCapitalize="none"
      description={state === 'free' ? t('userNameFree') : t('userNameHint')}
      error={formState.errors.userName?.message ?? (state === 'taken' ? t('userNameTaken') : undefined)}
      rightSection={availabilityMark(state, t('checking'))}
      {...field}
      onBlur={async (event) => {
        await field.onBlur(event);
        if (userNameSchema.safeParse(event.target.value).success) onCheck(event.target.value);
      }}
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
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordInput
              label={passwordLabel ?? t('password')}
              required
              autoComplete="new-password"
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <PasswordStrengthHint id="password-strength" password={password ?? ''} context={{ userName, email }} />
      </Stack>
      <Controller
        control={control}
        name="confirmPassword"
        render={({ field, fieldState }) => (
          <PasswordInput
            label={confirmLabel ?? t('confirmPassword')}
            required
            autoComplete="new-password"
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
    </SimpleGrid>
  );
};
