import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Loader, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import {
  type FleetForm,
  type FleetFormInput,
  fleetFormSchema,
  SEATER_MAX_LENGTH,
  splitAmenities,
  VIN_MAX,
  vinSchema,
} from '@ridedesk/domain/master-data/fleet';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftPublishForm } from '../../../components/record-kit/draft-publish-form.tsx';
import { MultiSelectField, SelectField } from '../../../components/record-kit/form-fields.tsx';
import { useDraftPublishSave } from '../../../components/record-kit/use-draft-publish-save.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { formatDateTime, personName } from '../../../lib/format.ts';
import { checkDuplicateVin } from '../api/check-duplicate-vin.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { Fleet } from '../model.ts';
import { FleetPhotoField } from './fleet-photo-field.tsx';
import { MissingFieldsNote } from './missing-fields-note.tsx';

export type FleetChoices = {
  vehicleTypes: { id: number; name: string }[];
  amenities: string[];
  garages: { id: number; garageName: string }[];
};

type FleetFormValues = Omit<FleetFormInput, 'amenties'> & { amenties: string[] };

const FIELDS = [
  'vehicleTypeId',
  'nickName',
  'vin',
  'color',
  'make',
  'model',
  'year',
  'seater',
  'luggageCapacity',
  'amenties',
  'notes',
  'licencePlate',
  'garageLocationId',
  'imageFileName',
] as const;

const initialValues = (fleet?: Fleet): FleetFormValues => ({
  vehicleTypeId: fleet?.vehicleTypeId ?? '',
  nickName: fleet?.nickName ?? '',
  vin: fleet?.vin ?? '',
  color: fleet?.color ?? '',
  make: fleet?.make ?? '',
  model: fleet?.model ?? '',
  year: fleet?.year ?? '',
  seater: fleet?.seater ?? '',
  luggageCapacity: fleet?.luggageCapacity ?? '',
  amenties: splitAmenities(fleet?.amenties),
  notes: fleet?.notes ?? '',
  licencePlate: fleet?.licencePlate ?? '',
  garageLocationId: fleet?.garageLocationId ?? 0,
  imageFileName: fleet?.imageFileName ?? null,
});

/** The labels the missing-fields note names, in the form's order. */
const LABELS: Partial<Record<(typeof FIELDS)[number], string>> = {
  vehicleTypeId: 'Vehicle Type',
  nickName: 'Nickname',
  vin: 'VIN',
  color: 'Color',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  seater: 'Seater',
  luggageCapacity: 'Luggage Capacity',
  amenties: 'Amenities',
  notes: 'Notes',
  licencePlate: 'Licence plate',
  garageLocationId: 'Garage Name',
  imageFileName: 'Vehicle photo',
};

/** The fields whose current values keep the form from being saved, named as their labels read. */
const missingFields = (values: FleetFormValues) => {
  const parsed = fleetFormSchema.safeParse(values);
  if (parsed.success) return [];
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return FIELDS.filter((name) => invalid.has(name)).map((name) => LABELS[name] ?? name);
};

const NONE = '0';
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Keeps the values a fleet already has selectable even when their record is now disabled. */
const withCurrent = <T extends { value: string }>(options: T[], current: T | null) =>
  current && !options.some((o) => o.value === current.value) ? [...options, current] : options;

/**
 * The fleet form (spec 02): Vehicle Type, Nickname, VIN (17 characters, checked for duplicates
 * when left and on save: 'Duplicate VIN!!'), Color, Make, Model, Year, Seater (2 digits at
 * most), luggage capacity, Garage Name (with None), Amenities (optional), Notes and a photo;
 * read-only Created On/By and Updated On/By when editing; Save As Draft, Publish and Cancel, with a
 * note under them naming what still keeps the form from being saved.
 */
export const FleetFormView = ({
  fleet,
  choices,
  readOnly,
  onSave,
  onCancel,
}: {
  fleet?: Fleet;
  choices: FleetChoices;
  readOnly: boolean;
  onSave: (action: SaveAction, form: FleetForm) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const [duplicateVin, setDuplicateVin] = useState<string | null>(null);
  const [checkingVin, setCheckingVin] = useState(false);
  /** The duplicate check started when the VIN was left: a save waits for it instead of being blocked by it. */
  const pendingVinCheck = useRef<Promise<boolean> | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(fleet?.imageUrl ?? null);
  const form = useForm<FleetFormValues, unknown, FleetForm>({
    resolver: zodResolver(fleetFormSchema) as never,
    defaultValues: initialValues(fleet),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const nickName = useWatch({ control: form.control, name: 'nickName' }) ?? '';
  const values = useWatch({ control: form.control }) as FleetFormValues;

  const saving = useDraftPublishSave({
    form,
    fields: FIELDS,
    save: (values, action) => onSave(action, values),
    claim: (error, values) => {
      if (!hasErrorCode(error, ERROR_CODES.duplicateVin)) return false;
      setDuplicateVin(values.vin);
      return true;
    },
  });

  const vinField = form.register('vin', {
    onChange: () => {
      setDuplicateVin(null);
      saving.clearSaveError();
    },
  });

  const checkVin = (value: string) => {
    const parsed = vinSchema.safeParse(value);
    if (!parsed.success) return;
    const vin = parsed.data;
    setCheckingVin(true);
    const check = checkDuplicateVin(vin, fleet?.id)
      .then((isDuplicate) => {
        if (isDuplicate) setDuplicateVin(vin);
        return isDuplicate;
      })
      // The save checks again; a failed check must not block the form.
      .catch(() => false)
      .finally(() => {
        if (pendingVinCheck.current === check) pendingVinCheck.current = null;
        setCheckingVin(false);
      });
    pendingVinCheck.current = check;
  };

  const save = async (action: SaveAction) => {
    // The VIN check that leaving the field started (the click itself moves the focus) settles first.
    if (pendingVinCheck.current && (await pendingVinCheck.current)) return;
    await saving.submit(action);
  };

  const vehicleTypeOptions = withCurrent(
    choices.vehicleTypes.map((v) => ({ value: String(v.id), label: v.name })),
    fleet ? { value: String(fleet.vehicleTypeId), label: fleet.vehicleType ?? `#${fleet.vehicleTypeId}` } : null,
  );
  const garageOptions = [
    { value: NONE, label: 'None' },
    ...withCurrent(
      choices.garages.map((g) => ({ value: String(g.id), label: g.garageName })),
      fleet?.garageLocation
        ? { value: String(fleet.garageLocation.id), label: fleet.garageLocation.garageName ?? '' }
        : null,
    ),
  ];
  const amenityOptions = [...new Set([...choices.amenities, ...splitAmenities(fleet?.amenties)])];
  const vinError = errors.vin?.message ?? (duplicateVin ? MASTER_DATA_MESSAGES.duplicateVin : undefined);
  const text = (name: 'nickName' | 'color' | 'make' | 'model', label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      required
      readOnly={readOnly}
      error={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );
  const digits = (name: 'year' | 'seater' | 'luggageCapacity', label: string, maxLength: number, extra = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          inputMode="numeric"
          maxLength={maxLength}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
          onBlur={field.onBlur}
          readOnly={readOnly}
          error={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );

  return (
    <DraftPublishForm
      save={{ ...saving, submit: save }}
      disabled={!isValid || readOnly || Boolean(duplicateVin)}
      onCancel={onCancel}
      label={fleet ? fleet.nickName : 'Add Fleet'}
      notice={
        duplicateVin && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="sm" fw={600}>
            {MASTER_DATA_MESSAGES.duplicateVin}
          </Alert>
        )
      }
      footer={
        !readOnly && (
          <MissingFieldsNote missing={[...missingFields(values), ...(duplicateVin ? [t('vinTaken')] : [])]} />
        )
      }
    >
      {readOnly && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} p="sm">
          {t('readOnlyFormNote')}
        </Alert>
      )}
      {choices.vehicleTypes.length === 0 && !fleet && (
        <Alert color="yellow" p="sm">
          {t('noVehicleTypes')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <SelectField
          control={form.control}
          name="vehicleTypeId"
          label="Vehicle Type"
          required
          data={vehicleTypeOptions}
          format={(value: number | '') => (value ? String(value) : null)}
          parse={(value: string | null) => (value ? Number(value) : '')}
          readOnly={readOnly}
          data-autofocus
        />
        {text('nickName', 'Nickname')}
        <TextInput
          label="VIN"
          required
          maxLength={VIN_MAX}
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={vinError}
          rightSection={checkingVin ? <Loader size="xs" aria-label={t('checkingVin')} /> : null}
          description={t('vinHint')}
          {...vinField}
          onBlur={(event) => {
            checkVin(event.target.value);
            return vinField.onBlur(event);
          }}
        />
        <TextInput
          label="Licence plate"
          maxLength={10}
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          description={t('plateHint')}
          error={errors.licencePlate?.message}
          {...form.register('licencePlate')}
        />
        {text('color', 'Color')}
        {text('make', 'Make')}
        {text('model', 'Model')}
        {digits('year', 'Year', 4, { required: true })}
        {digits('seater', 'Seater', SEATER_MAX_LENGTH, { required: true })}
        {digits('luggageCapacity', 'Luggage Capacity', 2, { description: t('luggageHint') })}
        <SelectField
          control={form.control}
          name="garageLocationId"
          label="Garage Name"
          data={garageOptions}
          format={(value: number) => (value ? String(value) : NONE)}
          parse={(value: string | null) => (value && value !== NONE ? Number(value) : 0)}
          allowDeselect={false}
          readOnly={readOnly}
        />
        <MultiSelectField
          control={form.control}
          name="amenties"
          label="Amenities"
          searchable
          data={amenityOptions}
          readOnly={readOnly}
          description={amenityOptions.length === 0 ? t('noAmenities') : t('amenitiesHint')}
          style={{ gridColumn: '1 / -1' }}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={5}
          readOnly={readOnly}
          error={errors.notes?.message}
          style={{ gridColumn: '1 / -1' }}
          {...form.register('notes')}
        />
      </SimpleGrid>
      <FleetPhotoField
        imageUrl={imageUrl}
        nickName={nickName}
        readOnly={readOnly}
        onUploaded={(image) => {
          form.setValue('imageFileName', image.fileName, { shouldValidate: true, shouldDirty: true });
          setImageUrl(image.url);
        }}
        onRemoved={() => {
          form.setValue('imageFileName', null, { shouldValidate: true, shouldDirty: true });
          setImageUrl(null);
        }}
      />
      {fleet && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {[
            ['Created On', formatDateTime(fleet.createdOn, i18n.language)],
            ['Created By', personName(fleet.createdBy)],
            ['Updated On', formatDateTime(fleet.updatedOn, i18n.language)],
            ['Updated By', personName(fleet.updatedBy)],
          ].map(([label, value]) => (
            <TextInput key={label} label={label} readOnly variant="filled" value={value} />
          ))}
        </SimpleGrid>
      )}
    </DraftPublishForm>
  );
};
