import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import {
  STAFF_ROLES,
  type StaffCreate,
  type StaffRole,
  staffCreateSchema,
  staffUpdateSchema,
} from '@ridedesk/domain/staff/staff-form';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveStaff } from '../api/save-staff.ts';
import { STAFF_NS } from '../i18n.ts';
import type { StaffAnswer, StaffMember } from '../staff.ts';

export type StaffFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  phoneNumber: string;
  role: StaffRole | '';
};

const FIELDS = ['firstName', 'lastName', 'email', 'userName', 'phoneNumber', 'role'] as const;

const createResolver = zodResolver(staffCreateSchema) as unknown as Resolver<StaffFormValues, unknown, StaffCreate>;
const updateResolver = zodResolver(staffUpdateSchema.passthrough()) as unknown as Resolver<
  StaffFormValues,
  unknown,
  StaffCreate
>;

/**
 * The add and edit user form: names, e-mail and username (fixed once created), optional phone,
 * and the role (admin or standard). Rules and messages are the shared staff schemas'.
 */
export const StaffForm = ({
  member,
  siteId,
  onSaved,
  onCancel,
}: {
  member?: StaffMember;
  siteId: number | null;
  onSaved: (answer: StaffAnswer) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(STAFF_NS);
  const save = useSaveStaff();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<StaffFormValues, unknown, StaffCreate>({
    resolver: member ? updateResolver : createResolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      email: member?.email ?? '',
      userName: member?.userName ?? '',
      phoneNumber: member?.phoneNumber ?? '',
      role: member?.role ?? 'SPUser',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (parsed) => {
    setSaveError(null);
    try {
      const answer = member
        ? await save.mutateAsync({
            siteId,
            id: member.id,
            form: {
              firstName: parsed.firstName,
              lastName: parsed.lastName,
              phoneNumber: parsed.phoneNumber,
              role: parsed.role,
            },
          })
        : await save.mutateAsync({ siteId, form: parsed });
      onSaved(answer);
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fields))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as keyof StaffFormValues, { type: 'server', message });
        if (error.status === 409)
          form.setError(/username/i.test(error.message) ? 'userName' : 'email', {
            type: 'server',
            message: error.message,
          });
      }
      setSaveError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {!member && (
          <Text size="sm" c="dimmed">
            {t('addLead')}
          </Text>
        )}
        <ErrorDisplay error={saveError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('firstName')}
            required
            maxLength={100}
            autoComplete="off"
            {...form.register('firstName')}
            error={errors.firstName?.message}
            data-autofocus
          />
          <TextInput
            label={t('lastName')}
            required
            maxLength={100}
            autoComplete="off"
            {...form.register('lastName')}
            error={errors.lastName?.message}
          />
          <TextInput
            label={t('email')}
            required={!member}
            readOnly={!!member}
            type="email"
            maxLength={254}
            autoComplete="off"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t('userName')}
            required={!member}
            readOnly={!!member}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            {...form.register('userName')}
            error={errors.userName?.message}
          />
        </SimpleGrid>
        {member && (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('emailReadOnly')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="phoneNumber"
            render={({ field }) => (
              <TextInput
                label={t('phone')}
                description={t('phoneHint')}
                inputMode="tel"
                maxLength={12}
                value={field.value}
                onChange={(event) => field.onChange(filterPhoneKeystrokes(event.currentTarget.value))}
                onBlur={() => {
                  field.onChange(formatPhoneOnBlur(field.value));
                  field.onBlur();
                }}
                name={field.name}
                ref={field.ref}
                error={errors.phoneNumber?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              label={t('role')}
              withAsterisk
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.role?.message}
            >
              <Stack gap="xs" mt={6}>
                {STAFF_ROLES.map((role) => (
                  <Radio key={role} value={role} label={t(`role_${role}`)} description={t(`roleHint_${role}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {member ? t('save') : t('addUser')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
