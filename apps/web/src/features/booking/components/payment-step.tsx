import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import type { Breakdown } from '@ridedesk/domain/booking/pricing';
import { PAYMENT_MESSAGES } from '@ridedesk/domain/payments/payment-messages';
import { IconArrowLeft, IconCalendarCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import type { BillingAddress } from '../api/create-billing-information.ts';
import type { BookingResult, TravellerDetails } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { BillingCard, useBillingForm } from '../payment/billing-card.tsx';
import { PAYMENT_NS } from '../payment/i18n.ts';
import { type PaymentAnswer, useSitePaymentTypes } from '../payment/payment-api.ts';
import { PaymentOutcome } from '../payment/payment-outcome.tsx';
import { readForm } from '../payment/read-form.ts';
import { type Prepare, usePayRunner } from '../payment/use-pay-runner.ts';
import { PaymentTypeSection, paysWithOwnButton } from './payment-methods.tsx';

/**
 * The Payment step (spec 03 "Payment Details form"): the Payment Type radio group of the site's
 * enabled types, the chosen type's own section, then the Billing Address card. Cash books at
 * once. A gateway type books once (kept while the traveller retries), then charges the booking
 * under one idempotency key per Pay intent; a decline leaves the booking payable.
 */
export const PaymentStep = ({
  traveller,
  breakdown,
  siteId,
  guestUniqueId,
  booking,
  bookingFailure,
  onBack,
  onPayCash,
  onCreate,
  onPaid,
}: {
  traveller: TravellerDetails;
  breakdown: Breakdown;
  /** The booking's site, whose payment types are offered. */
  siteId: number;
  guestUniqueId?: string;
  booking: boolean;
  bookingFailure?: ReactNode;
  onBack: () => void;
  /** Cash: books (or, after a gateway try, keeps the booking already made). Billing is null without one. */
  onPayCash: (billing: BillingAddress | null, existing: BookingResult | null) => void;
  /** A gateway type: makes the booking (pending payment) with its billing address; null when it failed. */
  onCreate: (billing: BillingAddress) => Promise<BookingResult | null>;
  onPaid: (result: BookingResult, answer: PaymentAnswer) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const tp = useTranslation(PAYMENT_NS).t;
  const types = useSitePaymentTypes(siteId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const [addBilling, setAddBilling] = useState(false);
  const prepareRef = useRef<Prepare | null>(null);
  const billingForm = useBillingForm(traveller);
  const type = types.data?.find((m) => m.paymentType === chosen) ?? null;
  const cash = type?.paymentType === 'COD';
  const billingRequired = Boolean(type && !cash);
  const billingShown = billingRequired || addBilling;

  const runner = usePayRunner({
    validateBilling: () => readForm(billingForm),
    createBooking: onCreate,
    payFor: (b) => ({ bookingId: b.id, siteId: b.siteId, guestUserUniqueId: guestUniqueId }),
    amountCents: breakdown.totalCents,
    onPaid,
  });
  const held = runner.booked;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!type) {
      setTypeMissing(true);
      if (billingShown) await readForm(billingForm);
      return;
    }
    if (cash) {
      if (!billingShown) return onPayCash(null, held);
      const billing = await readForm(billingForm);
      if (billing) onPayCash(billing, held);
      return;
    }
    await runner.pay(async () => (prepareRef.current ? prepareRef.current() : null));
  };

  const busy = booking || runner.paying;
  const amount = formatUsd(breakdown.totalCents);

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4">
                Payment Details
              </Title>
              <Text fw={700} size="lg">
                {t('totalToPay', { amount })}
              </Text>
            </Group>
            {held && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {tp('bookingHeld', { reference: held.referenceId })}
              </Alert>
            )}
            {types.isPending ? (
              <Skeleton h={120} aria-busy aria-label={t('paymentType')} />
            ) : types.isError ? (
              <ErrorDisplay error={types.error} />
            ) : types.data.length === 0 ? (
              <Alert color="yellow" role="alert">
                {tp('noTypes')}
              </Alert>
            ) : (
              <Radio.Group
                label={t('paymentType')}
                withAsterisk
                value={chosen}
                onChange={(next) => {
                  setChosen(next);
                  setTypeMissing(false);
                }}
                error={typeMissing ? PAYMENT_MESSAGES.chooseType : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {types.data.map((m) => (
                    <Radio key={m.paymentType} value={m.paymentType} label={m.label} disabled={busy} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {type && <PaymentTypeSection key={type.paymentType} type={type} prepareRef={prepareRef} runner={runner} />}
          </Stack>
        </Paper>

        <BillingCard form={billingForm} required={billingRequired} shown={billingShown} onAdd={setAddBilling} />

        {bookingFailure}
        {runner.outcome && <PaymentOutcome outcome={runner.outcome} />}
        <Group justify="space-between">
          {held ? (
            <span />
          ) : (
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
              {t('back')}
            </Button>
          )}
          {!paysWithOwnButton(type) && types.data?.length !== 0 && (
            <Button
              type="submit"
              size="md"
              loading={busy}
              rightSection={
                type && !cash ? <IconLock size={18} aria-hidden /> : <IconCalendarCheck size={18} aria-hidden />
              }
            >
              {type && !cash ? tp('pay', { amount }) : t('bookNow')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
};
