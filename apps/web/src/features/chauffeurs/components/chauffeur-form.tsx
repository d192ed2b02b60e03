import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatPhone, toE164 } from '@ridedesk/domain/rides/phone';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MemberDialogForm, type MemberFormProps } from '../../../components/forms/member-dialog-form.tsx';
import { MemberLoginFields } from '../../../components/forms/member-login-fields.tsx';
import { MultiSelectField, SelectField } from '../../../components/record-kit/form-fields.tsx';
import { type Choice, useLicenceTypes, useVehicleTypes } from '../api/list-choices.ts';
import { useSaveChauffeur } from '../api/save-chauffeur.ts';
import { type Chauffeur, type ChauffeurAnswer, chauffeurName } from '../chauffeur.ts';
import {
  type ChauffeurBody,
  type ChauffeurFormValues,
  chauffeurResolver,
  formFieldOf,
  formValues,
} from '../chauffeur-form.ts';
import { CHAUFFEURS_NS } from '../i18n.ts';
import { PhotoField } from './photo-field.tsx';
import { DaysOffField, WorkingHoursField } from './schedule-fields.tsx';

const inviteResolver = chauffeurResolver(true);
const editResolver = chauffeurResolver(false);

/** A site's licence or vehicle types as a select's options. */
const choiceOptions = (choices: Choice[] | undefined) =>
  (choices ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** Invite (with the e-mail) or edit a chauffeur's profile. Messages are the shared rules'. */
export const ChauffeurForm = ({
  member: chauffeur,
  siteId,
  onSaved,
  onCancel,
}: MemberFormProps<Chauffeur, ChauffeurAnswer>) => {
  const { t } = useTranslation(CHAUFFEURS_NS);
  const save = useSaveChauffeur();
  const licenceTypes = useLicenceTypes();
  const vehicleTypes = useVehicleTypes();
  const form = useForm<ChauffeurFormValues, unknown, ChauffeurBody>({
    resolver: chauffeur ? editResolver : inviteResolver,
    mode: 'onTouched',
    defaultValues: formValues(chauffeur),
  });
  const { errors } = form.formState;
  const phone = form.watch('phone');
  const hours = form.watch('hours');
  const e164 = toE164(phone ?? '');

  return (
    <MemberDialogForm
      form={form}
      editing={!!chauffeur}
      save={(body) => {
        const { email: _email, userName: _userName, ...profile } = body;
        return chauffeur
          ? save.mutateAsync({ siteId, id: chauffeur.id, body: profile })
          : save.mutateAsync({ siteId, body });
      }}
      fields={formFieldOf}
      onSaved={onSaved}
      onCancel={onCancel}
      texts={{ addLead: t('inviteLead'), add: t('invite'), save: t('save'), cancel: t('cancel') }}
    >
      <Fieldset legend={t('person')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MemberLoginFields
              form={form}
              ns={CHAUFFEURS_NS}
              existing={!!chauffeur}
              emailHint={chauffeur ? t('emailReadOnly') : undefined}
            />
            <TextInput
              label={t('phone')}
              required
              type="tel"
              inputMode="tel"
              maxLength={24}
              autoComplete="off"
              description={e164 ? t('phoneHint', { formatted: formatPhone(e164) }) : t('phoneHintEmpty')}
              {...form.register('phone', {
                onBlur: (event) => {
                  const value = toE164(event.target.value);
                  if (value) form.setValue('phone', formatPhone(value));
                },
              })}
              error={errors.phone?.message}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <PhotoField
                value={field.value}
                onChange={field.onChange}
                name={
                  chauffeur ? chauffeurName(chauffeur) : `${form.getValues('firstName')} ${form.getValues('lastName')}`
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Checkbox
                label={t('activeLabel')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('licence')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <SelectField
            control={form.control}
            name="licenceTypeId"
            label={t('licenceType')}
            data={choiceOptions(licenceTypes.data)}
            format={(value: string) => value || null}
            parse={(value: string | null) => value ?? ''}
            description={licenceTypes.data?.length === 0 ? t('licenceTypesEmpty') : undefined}
            allowDeselect={false}
          />
          <TextInput
            label={t('licenceNumber')}
            maxLength={40}
            autoComplete="off"
            {...form.register('licenceNumber')}
            error={errors.licenceNumber?.message}
          />
          <TextInput
            label={t('licenceExpiry')}
            type="date"
            {...form.register('licenceExpiry')}
            error={errors.licenceExpiry?.message}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('vehicles')} radius="md">
        <MultiSelectField
          control={form.control}
          name="vehicleTypeIds"
          label={t('vehicleTypes')}
          required
          data={choiceOptions(vehicleTypes.data)}
          description={vehicleTypes.data?.length === 0 ? t('vehicleTypesEmpty') : undefined}
          searchable
        />
      </Fieldset>
      <Fieldset legend={t('hours')} radius="md">
        <Text size="xs" c="dimmed" mb={4}>
          {t('hoursHint')}
        </Text>
        <WorkingHoursField control={form.control} register={form.register} errors={errors} hours={hours} />
      </Fieldset>
      <Fieldset legend={t('daysOff')} radius="md">
        <Controller
          control={form.control}
          name="daysOff"
          render={({ field }) => (
            <DaysOffField value={field.value} onChange={field.onChange} error={errors.daysOff?.message} />
          )}
        />
      </Fieldset>
    </MemberDialogForm>
  );
};
