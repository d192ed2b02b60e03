import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { billingSchema } from '@ridedesk/domain/booking/customer-details';
import { PHONE_MAX_LENGTH } from '@ridedesk/domain/shared/constants';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BillingAddress } from '../api/create-billing-information.ts';
import type { TravellerDetails } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';

type BillingInput = z.input<typeof billingSchema>;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The billing address form, filled from the traveller's details (spec 03 section 5 rules). */
export const useBillingForm = (traveller: TravellerDetails) =>
  useForm<BillingInput, unknown, BillingAddress>({
    resolver: zodResolver(billingSchema),
    defaultValues: {
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      companyName: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'US',
      emailAddress: traveller.emailaddress,
      phone: traveller.mobilenumber,
    },
  });
export type BillingForm = ReturnType<typeof useBillingForm>;

/** The billing address when every rule holds, else null (the messages show). */
export const readBilling = (form: BillingForm) =>
  new Promise<BillingAddress | null>((resolve) => {
    void form.handleSubmit(
      (billing) => resolve(billing),
      () => resolve(null),
    )();
  });

/** The Billing Address card: required for the gateways, optional (behind a checkbox) for cash. */
export const BillingCard = ({
  form,
  required,
  shown,
  onAdd,
}: {
  form: BillingForm;
  required: boolean;
  shown: boolean;
  onAdd: (add: boolean) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const { control, setValue } = form;
  const text = (name: keyof BillingInput, label: string, extra: Record<string, unknown> = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput {...field} value={field.value ?? ''} label={label} error={fieldState.error?.message} {...extra} />
      )}
    />
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="billing-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title id="billing-title" order={3} size="h5">
            Billing Address
          </Title>
          <Text size="sm" c="dimmed">
            {required ? t('billingHelp') : t('billingOptionalHelp')}
          </Text>
        </Stack>
        {!required && (
          <Checkbox label={t('addBilling')} checked={shown} onChange={(e) => onAdd(e.currentTarget.checked)} />
        )}
        {shown && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('firstName', t('firstName'), { withAsterisk: true, autoComplete: 'billing given-name' })}
            {text('lastName', t('lastName'), { withAsterisk: true, autoComplete: 'billing family-name' })}
            {text('emailAddress', t('email'), { withAsterisk: true, type: 'email', autoComplete: 'billing email' })}
            <Controller
              control={control}
              name="phone"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  type="tel"
                  inputMode="tel"
                  label={t('mobile')}
                  withAsterisk
                  maxLength={PHONE_MAX_LENGTH}
                  autoComplete="billing tel-national"
                  error={fieldState.error?.message}
                  onChange={(event) => field.onChange(filterPhoneKeystrokes(event.currentTarget.value))}
                  onBlur={() => {
                    setValue('phone', formatPhoneOnBlur(field.value));
                    field.onBlur();
                  }}
                />
              )}
            />
            {text('companyName', t('company'), { autoComplete: 'billing organization' })}
            {text('address', t('address'), { autoComplete: 'billing street-address' })}
            {text('city', t('city'), { autoComplete: 'billing address-level2' })}
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <Select
                  label={t('state')}
                  value={field.value || null}
                  onChange={(next) => field.onChange(next ?? '')}
                  data={STATE_OPTIONS}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            {text('zipCode', t('zip'), { autoComplete: 'billing postal-code', maxLength: 10, inputMode: 'numeric' })}
            {text('country', t('country'), { autoComplete: 'billing country', readOnly: true })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
};
