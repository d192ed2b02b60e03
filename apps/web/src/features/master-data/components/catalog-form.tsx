import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { PRICE_BASES } from '@ridedesk/domain/booking/pricing';
import { AIRPORT_CODE_MAX } from '@ridedesk/domain/master-data/airport';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { VEHICLE_TYPE_NAME_MAX } from '@ridedesk/domain/master-data/vehicle-type';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { IconLock } from '@tabler/icons-react';
import { Controller, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftPublishForm } from '../../../components/record-kit/draft-publish-form.tsx';
import { SelectField } from '../../../components/record-kit/form-fields.tsx';
import { useDraftPublishSave } from '../../../components/record-kit/use-draft-publish-save.ts';
import { LabelWithInfo } from '../../../components/ui/label-with-info.tsx';
import { type CatalogField, type CatalogScreen, FIELD_LABELS } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { CatalogMaster } from '../model.ts';
import { VehicleImagePicker } from './vehicle-image-picker.tsx';

const valuesOf = (screen: CatalogScreen, master?: CatalogMaster): FieldValues =>
  Object.fromEntries(
    screen.fields.map((field) => [
      field,
      (master?.[field as keyof CatalogMaster] as string | null | undefined) ?? screen.defaults[field] ?? '',
    ]),
  );

const NameLabel = ({ withLimit }: { withLimit: boolean }) =>
  withLimit ? <LabelWithInfo label={FIELD_LABELS.name} info={MASTER_DATA_MESSAGES.maxFifty} /> : FIELD_LABELS.name;

/**
 * The add and edit form of every catalogue kind (spec 02 section 2): the kind's fields, checked
 * by its shared schema, and Save As Draft, Publish and Cancel, disabled while the form is
 * invalid or the record may not be changed here. A failed save shows its message at the top.
 */
export const CatalogForm = ({
  screen,
  master,
  lockedReason,
  onSave,
  onCancel,
}: {
  screen: CatalogScreen;
  master?: CatalogMaster;
  /** Why the record cannot be changed here (shared, or a standard user); the fields are then read-only. */
  lockedReason?: string | null;
  onSave: (action: SaveAction, values: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const form = useForm<FieldValues>({
    resolver: zodResolver(screen.schema) as unknown as Resolver<FieldValues>,
    defaultValues: valuesOf(screen, master),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const locked = Boolean(lockedReason);

  const saving = useDraftPublishSave({ form, fields: screen.fields, save: (values, action) => onSave(action, values) });

  const errorOf = (field: CatalogField) => errors[field]?.message as string | undefined;
  const text = (field: CatalogField, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={field}
      label={FIELD_LABELS[field]}
      required
      readOnly={locked}
      error={errorOf(field)}
      {...extra}
      {...form.register(field)}
    />
  );

  /** A choice kept as text: none chosen is an empty text. */
  const textSelect = {
    control: form.control,
    format: (value: string) => value || null,
    parse: (value: string | null) => value ?? '',
    readOnly: locked,
  };

  const renderField = (field: CatalogField) => {
    switch (field) {
      case 'name':
        return text('name', {
          label: <NameLabel withLimit={screen.kind === 'vehicleType'} />,
          maxLength: screen.kind === 'vehicleType' ? VEHICLE_TYPE_NAME_MAX : undefined,
          'data-autofocus': true,
        });
      case 'description':
        return (
          <Textarea
            key={field}
            label={FIELD_LABELS.description}
            required
            autosize
            minRows={2}
            maxRows={6}
            readOnly={locked}
            error={errorOf(field)}
            style={{ gridColumn: '1 / -1' }}
            {...form.register(field)}
          />
        );
      case 'code':
        return text('code', {
          maxLength: AIRPORT_CODE_MAX,
          autoComplete: 'off',
          styles: { input: { textTransform: 'uppercase' } },
        });
      case 'zipCode':
        return text('zipCode', { maxLength: 10, inputMode: 'numeric', autoComplete: 'postal-code' });
      case 'state':
        return (
          <SelectField
            key={field}
            {...textSelect}
            name="state"
            label={FIELD_LABELS.state}
            required
            searchable
            data={US_STATES.map((s) => ({ value: s.code, label: t('stateName', { name: s.name, code: s.code }) }))}
          />
        );
      case 'basis':
        return (
          <SelectField
            key={field}
            {...textSelect}
            name="basis"
            label={t('basis')}
            description={t('basisHint')}
            required
            data={PRICE_BASES.map((basis) => ({
              value: basis,
              label: t(basis === 'per mile' ? 'basisPerMile' : basis === 'per hour' ? 'basisPerHour' : 'basisFlat'),
            }))}
            style={{ gridColumn: '1 / -1' }}
          />
        );
      case 'imageFileName':
        return (
          <Controller
            key={field}
            control={form.control}
            name="imageFileName"
            render={({ field: input, fieldState }) => (
              <div style={{ gridColumn: '1 / -1' }}>
                <VehicleImagePicker
                  label={FIELD_LABELS.imageFileName}
                  value={input.value as string}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={fieldState.error?.message}
                  readOnly={locked}
                />
              </div>
            )}
          />
        );
      default:
        return text(field);
    }
  };

  return (
    <DraftPublishForm
      save={saving}
      disabled={!isValid || locked}
      onCancel={onCancel}
      label={master ? master.name : screen.addTitle}
    >
      {lockedReason && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} p="sm">
          {lockedReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: screen.fields.length > 4 ? 2 : 1 }} spacing="md" verticalSpacing="md">
        {screen.fields.map(renderField)}
      </SimpleGrid>
    </DraftPublishForm>
  );
};
