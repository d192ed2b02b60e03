import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type CardBrand,
  cardBrandOf,
  cardCodeLengthOf,
  formatCardNumber,
  formatExpiryInput,
} from '@ridedesk/domain/payments/card-rules';
import { IconFlask } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field.tsx';
import { SelectField } from '../../../components/record-kit/form-fields.tsx';
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
  /** A number whose brand the site accepts chooses that card type. */
  const chooseTypeOf = (number: string) => {
    const typedBrand = cardBrandOf(number);
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
          <SelectField
            control={control}
            name="cardType"
            format={(value: string) => value || null}
            parse={(next: string | null) => next ?? ''}
            label={t('cardType')}
            placeholder={t('cardTypePlaceholder')}
            withAsterisk
            data={brands.map((b) => ({ value: b, label: BRAND_LABELS[b] }))}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextField
          control={control}
          name="cardNumber"
          typed={formatCardNumber}
          afterChange={chooseTypeOf}
          label={t('cardNumber')}
          description={brandNote || undefined}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <TextField
          control={control}
          name="expirationDate"
          typed={formatExpiryInput}
          label={t('expiry')}
          placeholder={t('expiryPlaceholder')}
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          autoComplete="cc-exp"
        />
        <TextField
          control={control}
          name="cardCode"
          type="password"
          label={t('cardCode')}
          typed={(value) => value.replace(/\D/g, '').slice(0, codeLength)}
          description={t(brand === 'AmericanExpress' ? 'cardCodeHelpAmex' : 'cardCodeHelp')}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={codeLength}
        />
      </SimpleGrid>
    </Stack>
  );
};
