import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import {
  PRICE_DEFINITION_NAME_MAX,
  type PriceDefinitionForm as PriceDefinitionValues,
  priceDefinitionFormSchema,
  priceDefinitionFormSchemaFor,
} from '@ridedesk/domain/pricing/price-definition-form';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announce } from '../../../components/record-kit/announce.ts';
import { DraftPublishForm } from '../../../components/record-kit/draft-publish-form.tsx';
import { MultiSelectField, NumberField, SelectField } from '../../../components/record-kit/form-fields.tsx';
import { useDraftPublishSave } from '../../../components/record-kit/use-draft-publish-save.ts';
import { useSavePriceDefinition } from '../api/save-price-definition.ts';
import { PRICING_NS } from '../i18n.ts';
import { exampleCost, RATE_FIELDS_BY_BASIS, type RateField } from '../price-example.ts';
import type { ChoiceKind, FleetChoice, PriceDefinition } from '../pricing.ts';
import { PriceExample } from './price-example-panel.tsx';
import {
  FORM_FIELDS,
  initialValues,
  type PriceChoices,
  type PriceFormValues,
  withoutUnusedRates,
} from './price-form-values.ts';

export type { PriceChoices, PriceFormValues } from './price-form-values.ts';

/** Catalogue screens where a missing choice is set up (spec 01 setup checklist). */
const SETUP_ROUTES: Record<ChoiceKind, string> = {
  vehicleType: '/admin/master-data/vehicle-types',
  serviceType: '/admin/master-data/service-types',
  serviceUserType: '/admin/master-data/service-user-types',
  priceType: '/admin/master-data/price-types',
};

/**
 * The price definition form (DESIGN.md section 9): the rate fields follow the chosen price
 * type's basis (per mile: base fare and per-mile rate; per hour: base fare, per-hour rate and
 * minimum hours; flat: base fare), then minimum fare, tax and the fleets of the vehicle type it
 * applies to (none: all fleets of that type). A live example costs a 10-mile, 30-minute ride
 * with the booking's own money rules. Save As Draft and Publish stay disabled while invalid.
 */
export const PriceDefinitionForm = ({
  definition,
  choices,
  fleets,
  onSaved,
  onCancel,
}: {
  definition?: PriceDefinition;
  choices: PriceChoices;
  fleets: FleetChoice[];
  onSaved: (definition: PriceDefinition, action: SaveAction) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(PRICING_NS);
  const save = useSavePriceDefinition();

  const basisOf = (priceTypeId: string | null | undefined): PriceBasis | null =>
    choices.priceType.find((c) => String(c.id) === priceTypeId)?.basis ?? null;

  // The basis rule depends on the chosen price type, so the schema is picked per validation.
  const resolver: Resolver<PriceFormValues, unknown, PriceDefinitionValues> = (values, context, options) => {
    const basis = basisOf(values.priceTypeId);
    const schema = basis ? priceDefinitionFormSchemaFor(basis) : priceDefinitionFormSchema;
    return (zodResolver(schema) as unknown as Resolver<PriceFormValues, unknown, PriceDefinitionValues>)(
      withoutUnusedRates(values, basis),
      context,
      options,
    );
  };

  const form = useForm<PriceFormValues, unknown, PriceDefinitionValues>({
    resolver,
    defaultValues: initialValues(definition),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const values = useWatch({ control: form.control }) as PriceFormValues;
  const basis = basisOf(values.priceTypeId);
  const rateFields = basis ? RATE_FIELDS_BY_BASIS[basis] : [];

  /** Offered records, plus the one the definition already has (the API keeps accepting it). */
  const options = (kind: ChoiceKind, current: string | null) =>
    choices[kind]
      .filter((c) => c.offered || String(c.id) === current)
      .map((c) => ({
        value: String(c.id),
        label: [
          c.name,
          kind === 'priceType' && c.basis ? `(${t(`basis_${c.basis}`)})` : '',
          c.offered ? '' : t('notOffered'),
        ]
          .filter(Boolean)
          .join(' '),
      }));

  const fleetOptions = fleets
    .filter((f) => String(f.vehicleTypeId) === values.vehicleTypeId)
    .map((f) => ({
      value: String(f.id),
      label: [f.nickName, `· ${f.vin}`, !f.isEnabled ? t('fleetDisabled') : !f.isPublished ? t('fleetDraft') : '']
        .filter(Boolean)
        .join(' '),
    }));

  const example = exampleCost({ ...values, basis });

  const saving = useDraftPublishSave({
    form,
    fields: FORM_FIELDS,
    save: async (parsed, action) => {
      const saved = (await save.mutateAsync({ id: definition?.id, form: parsed, action })).record;
      announce(t(action === 'publish' ? 'pricePublished' : 'priceDrafted', { name: saved.name }));
      onSaved(saved, action);
    },
    // 409: another live price already applies to these fleets (one price per fleet), or the name is taken.
    conflictField: (error) => (error.code === ERROR_CODES.priceAlreadyApplies ? 'fleetIds' : 'name'),
  });

  /** Fleets of another vehicle type cannot stay chosen. */
  const keepFleetsOfType = (vehicleTypeId: string | null) => {
    const ofType = new Set(fleets.filter((f) => String(f.vehicleTypeId) === vehicleTypeId).map((f) => String(f.id)));
    form.setValue(
      'fleetIds',
      form.getValues('fleetIds').filter((id) => ofType.has(id)),
      { shouldValidate: true },
    );
  };

  const choiceSelect = (kind: ChoiceKind, field: 'vehicleTypeId' | 'serviceTypeId' | 'priceTypeId') => {
    const data = options(kind, values[field]);
    return (
      <SelectField
        control={form.control}
        name={field}
        label={t(`field_${field}`)}
        placeholder={t('choose')}
        required
        searchable
        data={data}
        afterChange={field === 'vehicleTypeId' ? keepFleetsOfType : undefined}
        nothingFoundMessage={t('nothingFound')}
        description={
          data.length === 0 ? (
            <>
              {t('noChoices')}{' '}
              <Anchor component={Link} to={SETUP_ROUTES[kind]} size="xs">
                {t(`setUp_${kind}`)}
              </Anchor>
            </>
          ) : undefined
        }
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  const amount = (
    field: RateField | 'minimumFare' | 'taxPercentage',
    opts: { decimals: number; prefix?: string; suffix?: string; required?: boolean; description?: string },
  ) => (
    <NumberField
      key={field}
      control={form.control}
      name={field}
      label={t(`field_${field}`)}
      description={opts.description}
      required={opts.required}
      decimalScale={opts.decimals}
      min={0}
      allowNegative={false}
      hideControls
      leftSection={opts.prefix}
      rightSection={opts.suffix}
      inputMode="decimal"
    />
  );

  const requiredRate = basis ? { 'per mile': 'perMileRate', 'per hour': 'perHourRate', flat: 'baseFare' }[basis] : null;

  return (
    <DraftPublishForm save={saving} disabled={!isValid} onCancel={onCancel} publishOnEnter>
      <TextInput
        label={t('field_name')}
        required
        maxLength={PRICE_DEFINITION_NAME_MAX}
        {...form.register('name', { onChange: saving.clearSaveError })}
        error={errors.name?.message}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {choiceSelect('vehicleType', 'vehicleTypeId')}
        {choiceSelect('serviceType', 'serviceTypeId')}
        <SelectField
          control={form.control}
          name="serviceUserTypeId"
          label={t('field_serviceUserTypeId')}
          description={t('serviceUserTypeHint')}
          placeholder={t('anyServiceUserType')}
          clearable
          searchable
          data={options('serviceUserType', values.serviceUserTypeId)}
          nothingFoundMessage={t('nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        {choiceSelect('priceType', 'priceTypeId')}
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text fw={600} size="sm">
              {t('ratesTitle')}
            </Text>
            {basis && (
              <Badge variant="light" radius="sm">
                {t(`basis_${basis}`)}
              </Badge>
            )}
          </Group>
          {basis ? (
            <>
              <Text size="xs" c="dimmed">
                {t(`formula_${basis}`)}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: rateFields.length > 1 ? 2 : 1, sm: rateFields.length }} spacing="md">
                {rateFields.map((field) =>
                  field === 'minimumHours'
                    ? amount(field, { decimals: 2, suffix: 'h', description: t('minimumHoursHint') })
                    : amount(field, { decimals: 2, prefix: '$', required: field === requiredRate }),
                )}
              </SimpleGrid>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('chooseTypeForRates')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {amount('minimumFare', { decimals: 2, prefix: '$', description: t('minimumFareHint') })}
            {amount('taxPercentage', { decimals: 3, suffix: '%', description: t('taxHint') })}
          </SimpleGrid>
        </Stack>
      </Paper>

      <PriceExample example={example} basis={basis} />

      <MultiSelectField
        control={form.control}
        name="fleetIds"
        label={t('field_fleetIds')}
        description={
          !values.vehicleTypeId
            ? t('fleetsChooseTypeFirst')
            : fleetOptions.length === 0
              ? t('fleetsNoneOfType')
              : t('fleetsHint')
        }
        placeholder={values.fleetIds.length === 0 ? t('allFleetsOfType') : undefined}
        data={fleetOptions}
        disabled={!values.vehicleTypeId || fleetOptions.length === 0}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    </DraftPublishForm>
  );
};
