import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import {
  STAFF_ROLES,
  type StaffCreate,
  type StaffRole,
  staffCreateSchema,
  staffUpdateSchema,
} from '@ridedesk/domain/staff/staff-form';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MemberDialogForm, type MemberFormProps } from '../../../components/forms/member-dialog-form.tsx';
import { MemberLoginFields, memberLoginValues } from '../../../components/forms/member-login-fields.tsx';
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
export const StaffForm = ({ member, siteId, onSaved, onCancel }: MemberFormProps<StaffMember, StaffAnswer>) => {
  const { t } = useTranslation(STAFF_NS);
  const save = useSaveStaff();
  const form = useForm<StaffFormValues, unknown, StaffCreate>({
    resolver: member ? updateResolver : createResolver,
    mode: 'onTouched',
    defaultValues: {
      ...memberLoginValues(member),
      phoneNumber: member?.phoneNumber ?? '',
      role: member?.role ?? 'SPUser',
    },
  });
  const { errors } = form.formState;

  return (
    <MemberDialogForm
      form={form}
      editing={!!member}
      save={(parsed) =>
        member
          ? save.mutateAsync({
              siteId,
              id: member.id,
              form: {
                firstName: parsed.firstName,
                lastName: parsed.lastName,
                phoneNumber: parsed.phoneNumber,
                role: parsed.role,
              },
            })
          : save.mutateAsync({ siteId, form: parsed })
      }
      fields={FIELDS}
      onSaved={onSaved}
      onCancel={onCancel}
      texts={{ addLead: t('addLead'), add: t('addUser'), save: t('save'), cancel: t('cancel') }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MemberLoginFields form={form} ns={STAFF_NS} existing={!!member} />
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
    </MemberDialogForm>
  );
};
