import { Anchor, Divider, Drawer, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { distanceText } from '@ridedesk/domain/booking/distance';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBooking } from '../api/get-booking.ts';
import { customerName, pickupDay, usd, vehicleName, vehiclePicture } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingRefund } from './booking-refund.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6}>
    <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700}>
      {title}
    </Title>
    {children}
  </Stack>
);

const Line = ({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
    <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Group>
);

const BookingBody = ({ booking: b }: { booking: BookingDetail }) => {
  const { t, i18n } = useTranslation(BOOKING_ADMIN_NS);
  const locale = i18n.language;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <BookingStatusBadge status={b.bookingStatus} />
        <PaymentStatusBadge status={b.paymentStatus} />
        <Text size="xs" c="dimmed">
          {t('bookedOn', { when: formatDateTime(b.createdOn, locale) })}
        </Text>
        <BookingRefund booking={b} />
      </Group>

      <BookingActions key={b.id} booking={b} />

      <Divider />

      <Section title={t('rideSummary')}>
        <Text fw={600}>{t('rideOnAt', { date: pickupDay(b, locale), time: b.pickuptimetodisplay })}</Text>
        <Line label={t('pickup')} value={b.pickUpLocation} />
        <Line label={t('dropoff')} value={b.dropOffLocation} />
        <Line label={t('passengers')} value={b.noOfPassengers} />
        <Line label={t('luggage')} value={b.noOfLuggages} />
        <Text size="sm" c="dimmed">
          {t('estimate', { minutes: b.EstimatedDurationInMins, distance: distanceText(b.EstimatedDistanceInKM) })} ·{' '}
          {t('dropoffAround', { time: b.dropofftimetodisplay })}
          {b.serviceType?.name ? ` · ${t('service')}: ${b.serviceType.name}` : ''}
        </Text>
      </Section>

      <Section title={t('customer')}>
        <Text size="sm" fw={600}>
          {customerName(b)}
        </Text>
        <Anchor href={`mailto:${b.customer.emailaddress}`} size="sm">
          {b.customer.emailaddress}
        </Anchor>
        {b.customer.mobilenumber && (
          <Anchor href={`tel:${b.customer.mobilenumber}`} size="sm">
            {b.customer.mobilenumber}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {b.customer.isGuestUser ? t('guestBooking') : t('accountBooking')}
        </Text>
      </Section>

      <Section title={t('vehicle')}>
        <Group gap="md" wrap="nowrap" align="center">
          <Image src={vehiclePicture(b)} alt="" w={110} h={66} fit="contain" radius="sm" bg="gray.0" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {b.fleet.nickName} · {vehicleName(b)}
            </Text>
            <Text size="sm" c="dimmed">
              {[b.vehicleType.name, b.fleet.color, t('seats', { count: b.fleet.seater })].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {t('vin')} {b.fleet.vin}
            </Text>
          </Stack>
        </Group>
      </Section>

      <Section title={t('paymentDetails')}>
        <Line label={t('cost')} value={usd(b.bookedPrice)} />
        {b.discountPrice > 0 && <Line label={t('discount')} value={`−${usd(b.discountPrice)}`} />}
        <Line label={t('tax', { percent: b.taxPercentage })} value={usd(b.taxPrice)} />
        {b.gratuityPrice > 0 && <Line label={t('tip')} value={usd(b.gratuityPrice)} />}
        <Divider />
        <Line label={t('total')} value={usd(b.totalPrice)} strong />
        {b.paymentType && (
          <Line label={t('paymentType')} value={b.paymentType === 'COD' ? 'Pay by cash' : b.paymentType} />
        )}
      </Section>

      {b.billing && (
        <Section title={t('billing')}>
          <Text size="sm">
            {[`${b.billing.firstName} ${b.billing.lastName}`.trim(), b.billing.companyName].filter(Boolean).join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              b.billing.address,
              b.billing.city,
              [b.billing.state, b.billing.zipCode].filter(Boolean).join(' '),
              b.billing.country,
            ]
              .filter(Boolean)
              .join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {[b.billing.emailAddress, b.billing.phone].filter(Boolean).join(' · ')}
          </Text>
        </Section>
      )}

      {b.comments && (
        <Section title={t('comments')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {b.comments}
          </Text>
        </Section>
      )}
    </Stack>
  );
};

/**
 * A booking's detail beside the list or calendar (full screen on phones): the ride, customer,
 * fleet and vehicle, amounts, statuses, chauffeur and billing, with the staff's actions on top.
 */
export const BookingDrawer = ({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const booking = useBooking(bookingId);
  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 560}
      title={
        <Text span fw={700} ff="monospace" fz="lg">
          {booking.data ? t('detailTitle', { reference: booking.data.referenceId }) : t('detailLoading')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {booking.isPending ? (
        <Stack gap="sm" aria-busy aria-label={t('detailLoading')}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={60} />
          ))}
        </Stack>
      ) : booking.isError ? (
        <ErrorDisplay error={booking.error} />
      ) : (
        <BookingBody booking={booking.data} />
      )}
    </Drawer>
  );
};
