import { Stack, Text } from '@mantine/core';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { pickupDay, usd, vehicleName } from '../../lib/booking-format.ts';
import { BookingStatusBadge, PaymentStatusBadge } from './booking-status-badge.tsx';
import type { ListColumn } from './list-kit/list-types.ts';

type ListedBooking = Pick<
  BookingView,
  | 'referenceId'
  | 'bookingFromDate'
  | 'pickuptimetodisplay'
  | 'pickUpLocation'
  | 'dropOffLocation'
  | 'fleet'
  | 'vehicleType'
  | 'totalPrice'
  | 'bookingStatus'
  | 'paymentStatus'
>;

/**
 * The columns every booking list shows the same way (the traveller's and the back office's):
 * reference, pickup day and time, route, vehicle, total, and the booking and payment status.
 * The headers come translated from the list; a list adds its own columns between them.
 */
export const bookingColumns = <Row extends ListedBooking>(
  headers: { reference: string; pickup: string; route: string; vehicle: string; total: string; status: string },
  locale: string,
  { fleetFirst = false }: { fleetFirst?: boolean } = {},
): Record<'reference' | 'pickup' | 'route' | 'vehicle' | 'total' | 'status', ListColumn<Row>> => ({
  reference: {
    key: 'reference',
    header: headers.reference,
    cell: (b) => b.referenceId,
    td: { fw: 700, ff: 'monospace' },
  },
  pickup: {
    key: 'pickup',
    header: headers.pickup,
    td: { style: { whiteSpace: 'nowrap' } },
    cell: (b) => (
      <>
        <Text size="sm">{pickupDay(b, locale)}</Text>
        <Text size="xs" c="dimmed">
          {b.pickuptimetodisplay}
        </Text>
      </>
    ),
  },
  route: {
    key: 'route',
    header: headers.route,
    td: { maw: fleetFirst ? 190 : 280 },
    cell: (b) => (
      <>
        <Text size="sm" lineClamp={1} title={b.pickUpLocation}>
          {b.pickUpLocation}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1} title={b.dropOffLocation}>
          → {b.dropOffLocation}
        </Text>
      </>
    ),
  },
  vehicle: {
    key: 'vehicle',
    header: headers.vehicle,
    minWidth: 120,
    cell: (b) => (
      <>
        <Text size="sm">{fleetFirst ? b.fleet.nickName : vehicleName(b)}</Text>
        <Text size="xs" c="dimmed">
          {b.vehicleType.name}
        </Text>
      </>
    ),
  },
  total: {
    key: 'total',
    header: headers.total,
    cell: (b) => usd(b.totalPrice),
    td: { fw: 600, style: { whiteSpace: 'nowrap' } },
  },
  status: {
    key: 'status',
    header: headers.status,
    cell: (b) => (
      <Stack gap={4} align="flex-start">
        <BookingStatusBadge status={b.bookingStatus} />
        <PaymentStatusBadge status={b.paymentStatus} />
      </Stack>
    ),
  },
});
