import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type CardBrand,
  cardBrandOf,
  cardCodeLengthOf,
  formatCardNumber,
  formatExpiryInput,
} from '@ridedesk/domain/payments/card-rules';
import { IconFlask } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardForm } from './card-form.ts';
import { BRAND_LABELS, PAYMENT_NS } from './i18n.ts';

/**
 * Card number (grouped as printed, its brand named as it is typed and chosen as the card type when
 * the site accepts it), expiry as MM/YY, and the hidden code (3 digits, 4 for American Express);
 * the card type when the gateway needs it.
 */
export const CardFields = ({
  form,
  brands,
  withType,
  sandbox,
}: {
  form: CardForm;
  brands: CardBrand[];
  withType: boolean;
  sandbox: boolean;
}) => {
  const { t } = useTranslation(PAYMENT_NS);
  const { control } = form;
  const brand = cardBrandOf(useWatch({ control, name: 'cardNumber' }) ?? '');
  const codeLength = cardCodeLengthOf(brand);
  const brandNote =
    brand && t(brands.includes(brand) ? 'brandDetected' : 'brandNotAccepted', { brand: BRAND_LABELS[brand] ?? brand });
  const numberChanged = (typed: string, onChange: (value: string) => void) => {
    const value = formatCardNumber(typed);
    onChange(value);
    const typedBrand = cardBrandOf(value);
    if (withType && typedBrand && brands.includes(typedBrand) && form.getValues('cardType') !== typedBrand)
      form.setValue('cardType', typedBrand, { shouldValidate: form.formState.isSubmitted });
  };
  return (
    <Stack gap="sm">
      {sandbox && (
        <Alert variant="light" color="blue" icon={<IconFlask size={16} aria-hidden />} p="xs">
          <Text size="sm">{t('sandboxNote')}</Text>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {brands.length ? t('accepted', { brands: brands.map((b) => BRAND_LABELS[b]).join(', ') }) : t('noBrands')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {withType && (
          <Controller
            control={control}
            name="cardType"
            render={({ field, fieldState }) => (
              <Select
                label={t('cardType')}
                placeholder={t('cardTypePlaceholder')}
                withAsterisk
                value={field.value || null}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                data={brands.map((b) => ({ value: b, label: BRAND_LABELS[b] }))}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="cardNumber"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onChange={(event) => numberChanged(event.currentTarget.value, field.onChange)}
              label={t('cardNumber')}
              description={brandNote || undefined}
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="expirationDate"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onChange={(event) => field.onChange(formatExpiryInput(event.currentTarget.value))}
              label={t('expiry')}
              placeholder={t('expiryPlaceholder')}
              withAsterisk
              inputMode="numeric"
              maxLength={5}
              autoComplete="cc-exp"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cardCode"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              type="password"
              label={t('cardCode')}
              onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, codeLength))}
              description={t(brand === 'AmericanExpress' ? 'cardCodeHelpAmex' : 'cardCodeHelp')}
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={codeLength}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
};
