import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/ui/booking-detail-parts.tsx';
import { useStatusLabel } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { TitledModal } from '../../../components/ui/titled-modal.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useStaff } from '../api/list-staff.ts';
import { useAssignChauffeur, useUpdateBookingStatus, useUpdatePaymentStatus } from '../api/update-booking.ts';
import { chauffeurName, usd } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { CancelBookingDialog, type CancelChoice } from './cancel-booking-dialog.tsx';

/** A refusal the server explained (422, 404) is the person's business, not a fault to report by id. */
const Failure = ({ error }: { error: unknown }) => (
  <ErrorDisplay error={error} showId={!(isApiError(error) && [404, 409, 422].includes(error.status))} />
);

/** Statuses whose change cannot be undone are confirmed first. */
const CONFIRM: Partial<Record<BookingStatus | PaymentStatus, string>> = {
  'no show': 'confirmNoShow',
  Refunded: 'confirmRefund',
};

const STATUS_BUTTON_COLOR: Partial<Record<BookingStatus, string>> = {
  cancelled: 'red',
  'no show': 'red',
  completed: 'green',
};

type Pending = { kind: 'status'; value: BookingStatus } | { kind: 'payment'; value: PaymentStatus };

/**
 * One of the booking's statuses (the booking's own, or its payment's): a button for each status
 * it may move to, or the status it rests in when none is left, then a hint and the last refusal.
 */
const NextStatuses = <S extends BookingStatus | PaymentStatus>({
  title,
  groupLabel = title,
  finalText,
  next,
  buttonStyle = () => ({ variant: 'default' }),
  moving,
  onPick,
  error,
  children,
}: {
  title: string;
  /** The buttons' group's name; the section's title unless said. */
  groupLabel?: string;
  finalText: string;
  next: S[];
  /** A button's look; plain buttons unless said. */
  buttonStyle?: (status: S) => { variant: string; color?: string };
  /** The status being sent, whose button spins. */
  moving: S | undefined;
  onPick: (status: S) => void;
  error: unknown;
  children?: ReactNode;
}) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const label = useStatusLabel();
  return (
    <DetailSection title={title}>
      {next.length === 0 ? (
        <Text size="sm" c="dimmed">
          {finalText}
        </Text>
      ) : (
        <Group gap="xs" wrap="wrap" role="group" aria-label={groupLabel}>
          {next.map((status) => (
            <Button
              key={status}
              size="sm"
              {...buttonStyle(status)}
              onClick={() => onPick(status)}
              loading={moving === status}
              aria-label={t('moveToNamed', { status: label(status) })}
            >
              {label(status)}
            </Button>
          ))}
        </Group>
      )}
      {children}
      <Failure error={error} />
    </DetailSection>
  );
};

/**
 * What staff do with a booking: assign a chauffeur among the site's staff, move the booking to
 * one of its allowed next statuses, and record its payment status. Refusals show the server's
 * reason; irreversible moves (cancelled, no show, refunded) are confirmed first.
 */
export const BookingActions = ({ booking }: { booking: BookingDetail }) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const label = useStatusLabel();
  const staff = useStaff();
  const assign = useAssignChauffeur();
  const status = useUpdateBookingStatus();
  const payment = useUpdatePaymentStatus();
  const [chauffeur, setChauffeur] = useState<string | null>(booking.assignedTo ? String(booking.assignedTo) : null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const reference = booking.referenceId;
  const canAssign = !['completed', 'cancelled', 'no show'].includes(booking.bookingStatus);

  const resetAll = () => {
    assign.reset();
    status.reset();
    payment.reset();
    setDone(null);
  };

  const run = (change: Pending) => {
    setConfirming(null);
    if (change.kind === 'status')
      status.mutate(
        { bookingId: booking.id, bookingStatus: change.value },
        { onSuccess: () => setDone(t('statusChanged', { reference, status: label(change.value) })) },
      );
    else
      payment.mutate(
        { bookingId: booking.id, paymentStatus: change.value },
        { onSuccess: () => setDone(t('paymentChanged', { reference, status: label(change.value) })) },
      );
  };

  const ask = (change: Pending) => {
    resetAll();
    if (change.kind === 'status' && change.value === 'cancelled') setCancelling(true);
    else if (CONFIRM[change.value]) setConfirming(change);
    else run(change);
  };

  /** Cancels with the refund chosen in the dialog, then says what happened to the money. */
  const cancel = (choice: CancelChoice) =>
    status.mutate(
      { bookingId: booking.id, bookingStatus: 'cancelled', ...choice },
      {
        onSuccess: (updated) => {
          setCancelling(false);
          const refund = updated.refund;
          const money =
            !refund || refund.status === 'none'
              ? ''
              : refund.status === 'succeeded'
                ? ` ${t(refund.expectWithinBusinessDays ? 'refundedCard' : 'refundedCash', { amount: usd(refund.amount), days: refund.expectWithinBusinessDays })}`
                : ` ${t(refund.status === 'pending' ? 'refundPending' : 'refundFailed', { amount: usd(refund.amount) })}`;
          setDone(`${t('statusChanged', { reference, status: label('cancelled') })}${money}`);
        },
      },
    );

  const staffOptions = (staff.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.firstName} ${s.lastName}`.trim() + (s.role === 'SPAdmin' ? ' (admin)' : ''),
  }));

  return (
    <Stack gap="lg">
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)} closeButtonLabel={t('close')}>
          {done}
        </Alert>
      )}

      {canAssign && (
        <DetailSection title={t('chauffeur')}>
          {staff.isSuccess && staffOptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noStaff')}
            </Text>
          ) : (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t('assignLabel')}
                placeholder={t('assignPlaceholder')}
                data={staffOptions}
                value={chauffeur}
                onChange={setChauffeur}
                disabled={staff.isPending}
                style={{ flex: '1 1 220px' }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                onClick={() => {
                  resetAll();
                  if (!chauffeur) return;
                  assign.mutate(
                    { bookingId: booking.id, assignedTo: Number(chauffeur) },
                    {
                      onSuccess: (updated) => setDone(t('assigned', { name: chauffeurName(updated) ?? '', reference })),
                    },
                  );
                }}
                loading={assign.isPending}
                disabled={!chauffeur || Number(chauffeur) === booking.assignedTo}
              >
                {booking.assignedTo ? t('reassign') : t('assign')}
              </Button>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('assignHint')}
          </Text>
          <Failure error={assign.error} />
        </DetailSection>
      )}

      <NextStatuses
        title={t('statusSection')}
        groupLabel={t('moveTo')}
        finalText={t('finalStatus', { status: label(booking.bookingStatus) })}
        next={booking.allowedNextStatuses}
        buttonStyle={(next) => ({
          variant: STATUS_BUTTON_COLOR[next] === 'red' ? 'light' : 'filled',
          color: STATUS_BUTTON_COLOR[next],
        })}
        moving={status.isPending ? status.variables?.bookingStatus : undefined}
        onPick={(next) => ask({ kind: 'status', value: next })}
        error={status.error}
      >
        {booking.assignedTo === null && ['scheduled', 'confirmed'].includes(booking.bookingStatus) && (
          <Text size="xs" c="dimmed">
            {t('assignFirstHint')}
          </Text>
        )}
      </NextStatuses>

      <NextStatuses
        title={t('paymentSection')}
        finalText={t('paymentFinal', { status: label(booking.paymentStatus) })}
        next={booking.allowedNextPaymentStatuses}
        moving={payment.isPending ? payment.variables?.paymentStatus : undefined}
        onPick={(next) => ask({ kind: 'payment', value: next })}
        error={payment.error}
      />

      <CancelBookingDialog
        booking={booking}
        opened={cancelling}
        busy={status.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={cancel}
      />
      {cancelling && <Failure error={status.error} />}

      <TitledModal
        opened={!!confirming}
        onClose={() => setConfirming(null)}
        centered
        title={confirming && t('confirmTitle', { reference, status: label(confirming.value) })}
        closeLabel={t('close')}
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">{t(CONFIRM[confirming.value] ?? '')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
                {t('no')}
              </Button>
              <Button color="red" onClick={() => run(confirming)}>
                {t('yes')}
              </Button>
            </Group>
          </Stack>
        )}
      </TitledModal>
    </Stack>
  );
};
