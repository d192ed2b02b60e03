import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { billingSchema } from '@ridedesk/domain/booking/customer-details';
import { PHONE_MAX_LENGTH } from '@ridedesk/domain/shared/constants';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/forms/text-field.tsx';
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
  const { control } = form;
  /** The name, email and phone are always asked for when the card shows. */
  const asked = { control, withAsterisk: true };
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
            <TextField {...asked} name="firstName" label={t('firstName')} autoComplete="billing given-name" />
            <TextField {...asked} name="lastName" label={t('lastName')} autoComplete="billing family-name" />
            <TextField {...asked} name="emailAddress" type="email" label={t('email')} autoComplete="billing email" />
            <TextField
              {...asked}
              name="phone"
              type="tel"
              inputMode="tel"
              label={t('mobile')}
              maxLength={PHONE_MAX_LENGTH}
              autoComplete="billing tel-national"
              typed={filterPhoneKeystrokes}
              leaving={formatPhoneOnBlur}
            />
            <TextField control={control} name="companyName" label={t('company')} autoComplete="billing organization" />
            <TextField control={control} name="address" label={t('address')} autoComplete="billing street-address" />
            <TextField control={control} name="city" label={t('city')} autoComplete="billing address-level2" />
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
            <TextField
              control={control}
              name="zipCode"
              label={t('zip')}
              autoComplete="billing postal-code"
              maxLength={10}
              inputMode="numeric"
            />
            <TextField control={control} name="country" label={t('country')} autoComplete="billing country" readOnly />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
};
