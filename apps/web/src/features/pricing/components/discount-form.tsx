import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import {
  DISCOUNT_CODE_MAX,
  type DiscountForm as DiscountValues,
  discountFormSchema,
} from '@ridedesk/domain/pricing/discount-form';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/record-kit/announce.ts';
import { DraftPublishForm } from '../../../components/record-kit/draft-publish-form.tsx';
import { NumberField } from '../../../components/record-kit/form-fields.tsx';
import { useDraftPublishSave } from '../../../components/record-kit/use-draft-publish-save.ts';
import { useSaveDiscount } from '../api/save-discount.ts';
import { DISCOUNT_STATE_COLOR, discountStateToday, localToday } from '../discount-state.ts';
import { PRICING_NS } from '../i18n.ts';
import type { Discount } from '../pricing.ts';

export type DiscountFormValues = {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  value: number | string;
  validFrom: string;
  validTo: string;
  usageLimit: number | string;
};

const FORM_FIELDS = ['code', 'description', 'kind', 'value', 'validFrom', 'validTo', 'usageLimit'] as const;
const DESCRIPTION_MAX = 200;

const initialValues = (discount?: Discount, today = localToday()): DiscountFormValues => ({
  code: discount?.code ?? '',
  description: discount?.description ?? '',
  kind: discount?.kind ?? 'percent',
  value: discount?.value ?? '',
  validFrom: discount?.validFrom?.slice(0, 10) ?? today,
  validTo: discount?.validTo?.slice(0, 10) ?? '',
  usageLimit: discount?.usageLimit ?? '',
});

const resolver = zodResolver(discountFormSchema) as unknown as Resolver<DiscountFormValues, unknown, DiscountValues>;

/**
 * The promo code form (DESIGN.md section 9): code, description, percent or amount, value,
 * valid from and to, an optional usage limit, and for an existing code the uses so far and
 * whether it applies today. The rules and messages are the shared discountFormSchema's.
 */
export const DiscountForm = ({
  discount,
  onSaved,
  onCancel,
  today = localToday(),
}: {
  discount?: Discount;
  onSaved: (discount: Discount, action: SaveAction) => void;
  onCancel: () => void;
  today?: string;
}) => {
  const { t } = useTranslation(PRICING_NS);
  const save = useSaveDiscount();
  const form = useForm<DiscountFormValues, unknown, DiscountValues>({
    resolver,
    defaultValues: initialValues(discount, today),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const state = discount ? discountStateToday(discount, today) : null;

  const saving = useDraftPublishSave({
    form,
    fields: FORM_FIELDS,
    save: async (parsed, action) => {
      const saved = (await save.mutateAsync({ id: discount?.id, form: parsed, action })).record;
      announce(t(action === 'publish' ? 'discountPublished' : 'discountDrafted', { code: saved.code }));
      onSaved(saved, action);
    },
    conflictField: () => 'code',
  });

  return (
    <DraftPublishForm save={saving} disabled={!isValid} onCancel={onCancel} publishOnEnter>
      {discount && state && (
        <Paper withBorder radius="md" p="sm">
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('todayState')}
              </Text>
              <Badge color={DISCOUNT_STATE_COLOR[state]} variant="light" radius="sm">
                {t(`state_${state}`)}
              </Badge>
            </Group>
            <Text size="sm" data-testid="uses-so-far">
              {discount.usageLimit === null
                ? t('usesSoFarUnlimited', { used: discount.usedCount })
                : t('usesSoFarOf', { used: discount.usedCount, limit: discount.usageLimit })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t(`stateHint_${state}`)}
          </Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('field_code')}
          description={t('codeHint')}
          required
          maxLength={DISCOUNT_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
          {...form.register('code', { onChange: saving.clearSaveError })}
          error={errors.code?.message}
          data-autofocus
        />
        <Stack gap={4}>
          <Text component="div" size="sm" fw={500} id="discount-kind-label">
            {t('field_kind')}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed" mt={-4} id="discount-kind-hint">
            {t('kindHint')}
          </Text>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="discount-kind-label"
                aria-describedby="discount-kind-hint"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void form.trigger('value');
                }}
                data={[
                  { value: 'percent', label: t('kind_percent') },
                  { value: 'amount', label: t('kind_amount') },
                ]}
                fullWidth
              />
            )}
          />
          {errors.kind?.message && (
            <Text size="xs" c="red">
              {errors.kind.message}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Textarea
        label={t('field_description')}
        description={t('descriptionHint')}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={2}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="value"
          label={t(kind === 'percent' ? 'field_valuePercent' : 'field_valueAmount')}
          description={t(kind === 'percent' ? 'valuePercentHint' : 'valueAmountHint')}
          required
          decimalScale={2}
          min={0}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          leftSection={kind === 'amount' ? '$' : undefined}
          rightSection={kind === 'percent' ? '%' : undefined}
        />
        <NumberField
          control={form.control}
          name="usageLimit"
          label={t('field_usageLimit')}
          description={t('usageLimitHint')}
          decimalScale={0}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
        />
        <TextInput
          type="date"
          label={t('field_validFrom')}
          description={t('validFromHint')}
          required
          {...form.register('validFrom', { onChange: () => void form.trigger('validTo') })}
          error={errors.validFrom?.message}
        />
        <TextInput
          type="date"
          label={t('field_validTo')}
          description={t('validToHint')}
          required
          {...form.register('validTo')}
          error={errors.validTo?.message}
        />
      </SimpleGrid>
    </DraftPublishForm>
  );
};
