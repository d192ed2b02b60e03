import { Badge, type MantineColor } from '@mantine/core';
import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n.ts';

/**
 * The booking and payment statuses of DESIGN.md section 9 as coloured badges, in the reader's
 * language. Shared by the traveller's bookings and the provider's booking screens.
 */
export const BOOKING_STATUS_NS = registerTranslations(
  'booking-status',
  {
    scheduled: 'Scheduled',
    confirmed: 'Confirmed',
    assigned: 'Assigned',
    'en route': 'En route',
    arrived: 'Arrived',
    'on board': 'Passenger on board',
    completed: 'Completed',
    cancelled: 'Cancelled',
    'no show': 'No show',
    Pending: 'Pending',
    Paid: 'Paid',
    Refunded: 'Refunded',
    'Partly refunded': 'Partly refunded',
    Failed: 'Failed',
    'Not charged': 'Not charged',
    paymentPrefix: 'Payment',
  },
  {
    scheduled: 'Programada',
    confirmed: 'Confirmada',
    assigned: 'Asignada',
    'en route': 'En camino',
    arrived: 'En el lugar',
    'on board': 'Pasajero a bordo',
    completed: 'Completada',
    cancelled: 'Cancelada',
    'no show': 'No se presentó',
    Pending: 'Pendiente',
    Paid: 'Pagado',
    Refunded: 'Reembolsado',
    'Partly refunded': 'Reembolso parcial',
    Failed: 'Fallido',
    'Not charged': 'No cobrado',
    paymentPrefix: 'Pago',
  },
);

export const BOOKING_STATUS_COLOR: Record<BookingStatus, MantineColor> = {
  scheduled: 'blue',
  confirmed: 'indigo',
  assigned: 'violet',
  'en route': 'orange',
  arrived: 'yellow',
  'on board': 'teal',
  completed: 'green',
  cancelled: 'gray',
  'no show': 'red',
};

export const PAYMENT_STATUS_COLOR: Record<PaymentStatus, MantineColor> = {
  Pending: 'yellow',
  Paid: 'green',
  Refunded: 'gray',
  'Partly refunded': 'gray',
  Failed: 'red',
  'Not charged': 'gray',
};

/** A badge never cuts its label short: narrow tables make room for it instead. */
const WHOLE_LABEL = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** The status's label in the reader's language. */
export const useStatusLabel = () => {
  const { t } = useTranslation(BOOKING_STATUS_NS);
  return (status: BookingStatus | PaymentStatus) => t(status);
};

export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => {
  const label = useStatusLabel();
  return (
    <Badge color={BOOKING_STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm" styles={WHOLE_LABEL}>
      {label(status)}
    </Badge>
  );
};

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => {
  const { t } = useTranslation(BOOKING_STATUS_NS);
  return (
    <Badge
      color={PAYMENT_STATUS_COLOR[status] ?? 'gray'}
      variant="outline"
      radius="sm"
      styles={WHOLE_LABEL}
      title={`${t('paymentPrefix')}: ${t(status)}`}
    >
      {t(status)}
    </Badge>
  );
};
