import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CardBrand } from '@ridedesk/domain/payments/card-rules';
import { IconFlask } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardForm } from './card-form.ts';
import { BRAND_LABELS, PAYMENT_NS } from './i18n.ts';

/** Card number, expiry month and the hidden 3-character code; the card type when the gateway needs it. */
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
              label={t('cardNumber')}
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
              type="month"
              label={t('expiry')}
              withAsterisk
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
              description={t('cardCodeHelp')}
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
};
