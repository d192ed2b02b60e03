import { Alert, Button, Group, Loader, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { CARD_REFUND_DAYS } from '@ridedesk/domain/booking/booking-mail-texts';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { CANCEL_REFUND_MESSAGES, type RefundChoice } from '@ridedesk/domain/booking/cancellation-refund';
import { toCents, toDollars } from '@ridedesk/domain/booking/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../lib/i18n.ts';
import { useBookingMoney } from '../api/get-booking-money.ts';
import { useCancellationFee } from '../api/get-cancellation-fee.ts';
import { usd } from '../booking-format.ts';

const NS = registerTranslations(
  'booking-cancel',
  {
    title: 'Cancel booking {{reference}}?',
    lead: 'The traveller is told by e-mail and the vehicle is released for other bookings. This cannot be undone.',
    paid: 'The traveller paid {{paid}}.',
    paidPartly: 'The traveller paid {{paid}}; {{left}} of it can still be refunded.',
    notPaid: 'Nothing was charged for this booking: it will read Not charged.',
    refundLabel: 'Refund',
    full: 'Full refund: {{amount}}',
    fee: 'Keep the cancellation fee ({{fee}}): refund {{amount}}',
    partial: 'Refund part of it',
    none: 'No refund: keep {{amount}}',
    amount: 'Amount to refund (USD)',
    when: 'The refund goes back through the gateway that took the payment. Card refunds reach the traveller within {{days}} business days; the cancellation mail tells them the amount.',
    keep: 'Keep the booking',
    cancelOnly: 'Cancel booking',
    cancelAndRefund: 'Cancel and refund {{amount}}',
    loading: 'Reading the payments of this booking…',
  },
  {
    title: '¿Cancelar la reserva {{reference}}?',
    lead: 'Se avisa al viajero por correo y el vehículo queda libre para otras reservas. No se puede deshacer.',
    paid: 'El viajero pagó {{paid}}.',
    paidPartly: 'El viajero pagó {{paid}}; aún se pueden reembolsar {{left}}.',
    notPaid: 'No se cobró nada por esta reserva: quedará como No cobrado.',
    refundLabel: 'Reembolso',
    full: 'Reembolso total: {{amount}}',
    fee: 'Retener el cargo por cancelación ({{fee}}): reembolsar {{amount}}',
    partial: 'Reembolsar una parte',
    none: 'Sin reembolso: retener {{amount}}',
    amount: 'Importe a reembolsar (USD)',
    when: 'El reembolso vuelve por la pasarela que cobró el pago. Los reembolsos con tarjeta llegan al viajero en {{days}} días hábiles; el correo de cancelación le indica el importe.',
    keep: 'Mantener la reserva',
    cancelOnly: 'Cancelar la reserva',
    cancelAndRefund: 'Cancelar y reembolsar {{amount}}',
    loading: 'Leyendo los pagos de esta reserva…',
  },
);

export type CancelChoice = { refund: RefundChoice; refundAmount?: number };

/**
 * The provider's cancel dialog: for a paid ride it offers the refund in the same step (all of it,
 * all but the site's cancellation fee, a part, or none) and says when the traveller sees it.
 */
export const CancelBookingDialog = ({
  booking,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  booking: BookingDetail;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: CancelChoice) => void;
}) => {
  const { t } = useTranslation(NS);
  const mayHaveMoney = ['Paid', 'Partly refunded'].includes(booking.paymentStatus);
  const money = useBookingMoney(booking.id, opened && mayHaveMoney);
  const fee = useCancellationFee(opened && mayHaveMoney);
  const [choice, setChoice] = useState<RefundChoice>('full');
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  const leftCents = toCents(money.data?.summary.refundableAmount ?? 0);
  const paidCents = toCents(money.data?.summary.paidAmount ?? 0);
  const feeCents = Math.min(toCents(fee.data ?? 0), leftCents);
  const refundCents =
    choice === 'full'
      ? leftCents
      : choice === 'fee'
        ? leftCents - feeCents
        : choice === 'none'
          ? 0
          : typeof amount === 'number'
            ? toCents(amount)
            : 0;
  const loading = mayHaveMoney && (money.isPending || fee.isPending);
  const refundable = mayHaveMoney && leftCents > 0;

  const confirm = () => {
    setError(null);
    if (!refundable) return onConfirm({ refund: 'none' });
    if (choice === 'partial') {
      if (typeof amount !== 'number') return setError(CANCEL_REFUND_MESSAGES.amountNeeded);
      if (refundCents <= 0) return setError(CANCEL_REFUND_MESSAGES.amountNotPositive);
      if (refundCents > leftCents)
        return setError(`${CANCEL_REFUND_MESSAGES.amountTooHigh} (${usd(toDollars(leftCents))}).`);
      return onConfirm({ refund: 'partial', refundAmount: toDollars(refundCents) });
    }
    onConfirm({ refund: choice });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="md"
      title={
        <Text span fw={700}>
          {t('title', { reference: booking.referenceId })}
        </Text>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t('lead')}</Text>
        {loading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        ) : refundable ? (
          <>
            <Text size="sm" fw={600}>
              {leftCents < paidCents
                ? t('paidPartly', { paid: usd(toDollars(paidCents)), left: usd(toDollars(leftCents)) })
                : t('paid', { paid: usd(toDollars(paidCents)) })}
            </Text>
            <Radio.Group
              label={t('refundLabel')}
              value={choice}
              onChange={(v) => {
                setChoice(v as RefundChoice);
                setError(null);
              }}
            >
              <Stack gap={8} mt={6}>
                <Radio value="full" label={t('full', { amount: usd(toDollars(leftCents)) })} />
                {feeCents > 0 && (
                  <Radio
                    value="fee"
                    label={t('fee', { fee: usd(toDollars(feeCents)), amount: usd(toDollars(leftCents - feeCents)) })}
                  />
                )}
                <Radio value="partial" label={t('partial')} />
                <Radio value="none" label={t('none', { amount: usd(toDollars(leftCents)) })} />
              </Stack>
            </Radio.Group>
            {choice === 'partial' && (
              <NumberInput
                label={t('amount')}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setError(null);
                }}
                min={0.01}
                max={toDollars(leftCents)}
                decimalScale={2}
                prefix="$"
                allowNegative={false}
                error={error}
                data-autofocus
              />
            )}
            <Text size="xs" c="dimmed">
              {t('when', { days: CARD_REFUND_DAYS })}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('notPaid')}</Text>
        )}
        {error && choice !== 'partial' && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy} disabled={loading}>
            {refundable && refundCents > 0
              ? t('cancelAndRefund', { amount: usd(toDollars(refundCents)) })
              : t('cancelOnly')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
