import { Button, Group, Stack, Text } from '@mantine/core';
import { CARD_REFUND_DAYS } from '@ridedesk/domain/booking/booking-mail-texts';
import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { TitledModal } from '../../../components/ui/titled-modal.tsx';
import { pickupDay, usd } from '../booking-format.ts';
import { MY_BOOKINGS_NS } from '../i18n.ts';

/** What happens to the money: nothing charged, or what comes back (less the site's fee) and when. */
const MoneyBack = ({ booking }: { booking: TravellerBookingView }) => {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  if (booking.paymentStatus !== 'Paid') return <Text size="sm">{t('cancelNothingCharged')}</Text>;
  const fee = Math.min(booking.cancellation.cancellationFee, booking.totalPrice);
  const back = Math.round((booking.totalPrice - fee) * 100) / 100;
  return (
    <Text size="sm" fw={600}>
      {fee > 0
        ? t('cancelRefundWithFee', { amount: usd(back), fee: usd(fee), days: CARD_REFUND_DAYS })
        : t('cancelRefund', { amount: usd(back), days: CARD_REFUND_DAYS })}
    </Text>
  );
};

/** Asks before cancelling; a refusal (the notice period has begun) stays in the dialog with its reason. */
export const CancelBookingDialog = ({
  booking,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  booking: TravellerBookingView | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  return (
    <TitledModal
      opened={!!booking}
      onClose={onClose}
      centered
      title={booking && t('cancelTitle', { reference: booking.referenceId })}
      closeLabel={t('close')}
    >
      {booking && (
        <Stack gap="md">
          <Text size="sm">
            {t('cancelBody', {
              when: t('rideOnAt', { date: pickupDay(booking, i18n.language), time: booking.pickuptimetodisplay }),
              from: booking.pickUpLocation,
            })}
          </Text>
          <MoneyBack booking={booking} />
          <Text size="sm" c="dimmed">
            {booking.cancellation.rule}
          </Text>
          <ErrorDisplay error={error} showId={false} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
              {t('keep')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={busy}>
              {t('confirmCancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </TitledModal>
  );
};
