import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { billingSchema } from '@ridedesk/domain/booking/customer-details';
import { formatUsd } from '@ridedesk/domain/booking/money';
import type { Breakdown } from '@ridedesk/domain/booking/pricing';
import { PHONE_MAX_LENGTH } from '@ridedesk/domain/shared/constants';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { IconArrowLeft, IconCalendarCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BillingAddress } from '../api/create-billing-information.ts';
import type { TravellerDetails } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { PAYMENT_METHODS, PAYMENT_TYPE_LABELS, type PaymentMethod } from './payment-methods.tsx';

/** The payment messages of spec 03 section 8. */
export const PAYMENT_MESSAGES = { chooseType: 'Please choose Payment type !!' } as const;

type BillingInput = z.input<typeof billingSchema>;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/**
 * The Payment step (spec 03 "Payment Details form"): a Payment Type radio group, the chosen
 * type's own section, then a Billing Address card filled from the traveller's details. Book
 * creates the booking with the chosen type; the billing address is kept with it.
 */
export const PaymentStep = ({
  traveller,
  breakdown,
  booking,
  bookingFailure,
  onBack,
  onPay,
  methods = PAYMENT_METHODS,
}: {
  traveller: TravellerDetails;
  breakdown: Breakdown;
  booking: boolean;
  bookingFailure?: ReactNode;
  onBack: () => void;
  /** The billing address is null when paying cash without one. */
  onPay: (method: PaymentMethod, billing: BillingAddress | null) => void;
  methods?: PaymentMethod[];
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const [type, setType] = useState<string | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const [addBilling, setAddBilling] = useState(false);
  const method = methods.find((m) => m.type === type) ?? null;
  const form = useForm<BillingInput, unknown, BillingAddress>({
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
  const { control, handleSubmit, setValue } = form;

  // A card needs the billing address; paying cash it is kept only when the traveller adds it.
  const billingShown = method?.billing === 'required' || addBilling;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) {
      setTypeMissing(true);
      if (billingShown) void handleSubmit(() => undefined)();
      return;
    }
    if (!billingShown) return onPay(method, null);
    void handleSubmit((billing) => onPay(method, billing))();
  };

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
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4">
                Payment Details
              </Title>
              <Text fw={700} size="lg">
                {t('totalToPay', { amount: formatUsd(breakdown.totalCents) })}
              </Text>
            </Group>
            <Radio.Group
              label={t('paymentType')}
              withAsterisk
              value={type}
              onChange={(next) => {
                setType(next);
                setTypeMissing(false);
              }}
              error={typeMissing ? PAYMENT_MESSAGES.chooseType : undefined}
            >
              <Stack gap="xs" mt="xs">
                {methods.map((m) => (
                  <Radio key={m.type} value={m.type} label={PAYMENT_TYPE_LABELS[m.type]} />
                ))}
              </Stack>
            </Radio.Group>
            {method && <method.Section />}
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="billing-title">
          <Stack gap="md">
            <Stack gap={2}>
              <Title id="billing-title" order={3} size="h5">
                Billing Address
              </Title>
              <Text size="sm" c="dimmed">
                {method?.billing === 'required' ? t('billingHelp') : t('billingOptionalHelp')}
              </Text>
            </Stack>
            {method?.billing !== 'required' && (
              <Checkbox
                label={t('addBilling')}
                checked={addBilling}
                onChange={(event) => setAddBilling(event.currentTarget.checked)}
              />
            )}
            {billingShown && (
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
                {text('zipCode', t('zip'), {
                  autoComplete: 'billing postal-code',
                  maxLength: 10,
                  inputMode: 'numeric',
                })}
                {text('country', t('country'), { autoComplete: 'billing country', readOnly: true })}
              </SimpleGrid>
            )}
          </Stack>
        </Paper>

        {bookingFailure}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" size="md" loading={booking} rightSection={<IconCalendarCheck size={18} aria-hidden />}>
            {t('bookNow')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
