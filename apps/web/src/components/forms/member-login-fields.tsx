import { TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type MemberLogin = { firstName: string; lastName: string; email: string; userName: string };

/** A member's names and login as a form's starting values: the member's own, or empty for a new one. */
export const memberLoginValues = (member?: MemberLogin): MemberLogin => ({
  firstName: member?.firstName ?? '',
  lastName: member?.lastName ?? '',
  email: member?.email ?? '',
  userName: member?.userName ?? '',
});

/**
 * A provider's new member (a user, a chauffeur): first and last name, then the e-mail and the
 * username they sign in with, which are asked when the member is added and read-only after.
 * The labels are the feature's own texts (`ns` has firstName, lastName, email and userName);
 * the inputs go into the caller's grid.
 */
export const MemberLoginFields = <T extends MemberLogin & FieldValues, O>({
  form,
  ns,
  existing,
  emailHint,
}: {
  form: UseFormReturn<T, unknown, O>;
  ns: string;
  existing: boolean;
  emailHint?: string;
}) => {
  const { t } = useTranslation(ns);
  const field = (name: keyof MemberLogin) => ({
    ...form.register(name as Path<T>),
    error: form.getFieldState(name as Path<T>, form.formState).error?.message,
  });
  return (
    <>
      <TextInput
        label={t('firstName')}
        required
        maxLength={100}
        autoComplete="off"
        {...field('firstName')}
        data-autofocus
      />
      <TextInput label={t('lastName')} required maxLength={100} autoComplete="off" {...field('lastName')} />
      <TextInput
        label={t('email')}
        required={!existing}
        readOnly={existing}
        description={emailHint}
        type="email"
        maxLength={254}
        autoComplete="off"
        {...field('email')}
      />
      <TextInput
        label={t('userName')}
        required={!existing}
        readOnly={existing}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        {...field('userName')}
      />
    </>
  );
};
