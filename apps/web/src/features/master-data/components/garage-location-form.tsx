import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import {
  DEFAULT_DISTANCE_UNIT,
  DEFAULT_SURCHARGE_UNIT,
  DISTANCE_UNITS,
  type GarageLocationForm as GarageForm,
  type GarageLocationFormInput,
  garageLocationFormSchema,
  SURCHARGE_UNITS,
} from '@ridedesk/domain/master-data/garage-location';
import { IconLock, IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftPublishForm } from '../../../components/record-kit/draft-publish-form.tsx';
import { NumberField, SelectField } from '../../../components/record-kit/form-fields.tsx';
import { useDraftPublishSave } from '../../../components/record-kit/use-draft-publish-save.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { GarageLocation } from '../model.ts';

const FIELDS = [
  'garageName',
  'garageAddress',
  'allowedDistanceValue',
  'allowedDistanceUnit',
  'surchargeCost',
  'surchargeUnit',
] as const;

const initialValues = (garage?: GarageLocation): GarageLocationFormInput => ({
  garageName: garage?.garageName ?? '',
  garageAddress: garage?.garageAddress ?? '',
  allowedDistanceValue: garage?.allowedDistanceValue ?? '',
  allowedDistanceUnit: (garage?.allowedDistanceUnit as GarageForm['allowedDistanceUnit']) ?? DEFAULT_DISTANCE_UNIT,
  surchargeCost: garage?.surchargeCost ?? '',
  surchargeUnit: (garage?.surchargeUnit as GarageForm['surchargeUnit']) ?? DEFAULT_SURCHARGE_UNIT,
});

/** The list's Map cell: whether the address is on the map, in words that may wrap. */
export const GeocodeStatusText = ({ status }: { status: GarageLocation['geocodeStatus'] }) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const located = status === 'located';
  const Icon = located ? IconMapPin : IconMapPinOff;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Icon
        size={16}
        aria-hidden
        color={`var(--mantine-color-${located ? 'green' : 'orange'}-7)`}
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" c={located ? 'green' : 'orange'} fw={500}>
        {t(located ? 'located' : 'notLocated')}
      </Text>
    </Group>
  );
};

/** Whether the garage's address is on the map (coordinates found when it was saved). */
export const GeocodeBadge = ({ status }: { status: GarageLocation['geocodeStatus'] }) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const located = status === 'located';
  const Icon = located ? IconMapPin : IconMapPinOff;
  return (
    <Badge
      color={located ? 'green' : 'orange'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t(located ? 'located' : 'notLocated')}
    </Badge>
  );
};

/**
 * The garage location form (spec 02): garageName, garageAddress, allowedDistanceValue and its
 * unit (Mile by default), surchargeCost and its unit (US Dollars by default), decimals allowed;
 * Save As Draft and Publish disabled while invalid. Says whether the address is on the map.
 */
export const GarageLocationFormView = ({
  garage,
  readOnly,
  onSave,
  onCancel,
}: {
  garage?: GarageLocation;
  readOnly: boolean;
  onSave: (action: SaveAction, form: GarageForm) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const form = useForm<GarageLocationFormInput, unknown, GarageForm>({
    resolver: zodResolver(garageLocationFormSchema),
    defaultValues: initialValues(garage),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  const saving = useDraftPublishSave({ form, fields: FIELDS, save: (values, action) => onSave(action, values) });

  const number = (name: 'allowedDistanceValue' | 'surchargeCost', label: string, description: string) => (
    <NumberField
      control={form.control}
      name={name}
      label={label}
      description={description}
      required
      min={0}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      readOnly={readOnly}
    />
  );

  const unit = (name: 'allowedDistanceUnit' | 'surchargeUnit', label: string, data: readonly string[]) => (
    <SelectField
      control={form.control}
      name={name}
      label={label}
      required
      data={[...data]}
      allowDeselect={false}
      readOnly={readOnly}
    />
  );

  return (
    <DraftPublishForm
      save={saving}
      disabled={!isValid || readOnly}
      onCancel={onCancel}
      label={garage?.garageName ?? 'Add Garage Location'}
    >
      {readOnly && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} p="sm">
          {t('readOnlyFormNote')}
        </Alert>
      )}
      <TextInput
        label="Garage Name"
        required
        readOnly={readOnly}
        error={errors.garageName?.message}
        data-autofocus
        {...form.register('garageName')}
      />
      <Stack gap={6}>
        <Textarea
          label="Garage Address"
          description={t('geocodeNote')}
          required
          autosize
          minRows={2}
          readOnly={readOnly}
          autoComplete="street-address"
          error={errors.garageAddress?.message}
          {...form.register('garageAddress')}
        />
        {garage && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <GeocodeBadge status={garage.geocodeStatus} />
            <Text size="xs" c={garage.geocodeStatus === 'located' ? 'dimmed' : 'orange'}>
              {t(garage.geocodeStatus === 'located' ? 'locatedNote' : 'notLocatedNote')}
            </Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {number('allowedDistanceValue', 'Allowed Distance', t('allowedDistanceHint'))}
        {unit('allowedDistanceUnit', 'Allowed Distance Unit', DISTANCE_UNITS)}
        {number('surchargeCost', 'Surcharge Cost', t('surchargeHint'))}
        {unit('surchargeUnit', 'Surcharge Unit', SURCHARGE_UNITS)}
      </SimpleGrid>
    </DraftPublishForm>
  );
};
