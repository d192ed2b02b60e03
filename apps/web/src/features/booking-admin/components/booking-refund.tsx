import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { registerTranslations } from '../../../lib/i18n.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from '../api/query-keys.ts';
import { usd } from '../booking-format.ts';

const NS = registerTranslations(
  'booking-refund',
  {
    refund: 'Refund',
    title: 'Refund booking {{reference}}',
    help: 'The money goes back through the gateway that took it. Leave the amount empty to refund everything paid ({{amount}}).',
    amount: 'Amount to refund (USD)',
    confirm: 'Refund',
    cancel: 'Cancel',
  },
  {
    refund: 'Reembolsar',
    title: 'Reembolsar la reserva {{reference}}',
    help: 'El dinero vuelve por la pasarela que lo cobró. Deje el importe vacío para reembolsar todo lo pagado ({{amount}}).',
    amount: 'Importe a reembolsar (USD)',
    confirm: 'Reembolsar',
    cancel: 'Cancelar',
  },
);

type RefundAnswer = {
  status: 'succeeded' | 'failed' | 'pending';
  message: string;
  error: { text: string | null } | null;
};

const newKey = () => crypto.randomUUID?.() ?? `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * POST api/bookingpayment/refund: a paid booking's money back, full or partial, through the
 * gateway that charged it. One idempotency key per refund intent (kept when the answer was lost).
 */
export const BookingRefund = ({ booking }: { booking: BookingDetail }) => {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | string>('');
  const key = useRef(newKey());
  const refund = useMutation({
    mutationFn: async () =>
      firstResult(
        await http.post<Results<RefundAnswer>>(
          '/api/bookingpayment/refund',
          {
            bookingId: booking.id,
            siteId: requestedSiteId(),
            amount: typeof amount === 'number' && amount > 0 ? amount : undefined,
            idempotencyKey: key.current,
          },
          { keepMessageFor: [409, 422, 429, 503] },
        ),
      ),
    onSuccess: (answer) => {
      if (answer.status === 'failed') key.current = newKey();
      if (answer.status !== 'succeeded') return;
      key.current = newKey();
      notifications.show({ color: 'green', message: answer.message });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: siteBookingKeys.all });
    },
  });
  if (booking.paymentStatus !== 'Paid' && booking.paymentStatus !== 'Partly refunded') return null;
  const answer = refund.data;
  const explained = isApiError(refund.error) && [400, 409, 422].includes(refund.error.status);
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="xs"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={() => {
          refund.reset();
          setOpen(true);
        }}
      >
        {t('refund')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('title', { reference: booking.referenceId })}>
        <Stack gap="md">
          <Text size="sm">{t('help', { amount: usd(booking.totalPrice) })}</Text>
          <NumberInput
            label={t('amount')}
            value={amount}
            onChange={setAmount}
            min={0.01}
            max={booking.totalPrice}
            decimalScale={2}
            prefix="$"
            allowNegative={false}
          />
          {answer && answer.status !== 'succeeded' && (
            <Alert color={answer.status === 'pending' ? 'yellow' : 'red'} role="alert">
              {answer.status === 'pending' ? PAYMENT_TEXTS.pending : answer.message}
              {answer.error?.text ? ` ${answer.error.text}` : ''}
            </Alert>
          )}
          {refund.error && <ErrorDisplay error={refund.error} showId={!explained} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button color="orange" loading={refund.isPending} onClick={() => refund.mutate()}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
