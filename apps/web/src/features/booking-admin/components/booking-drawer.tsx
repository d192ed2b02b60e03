import { Anchor, Divider, Drawer, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { DetailLine, DetailSection } from '../../../components/ui/booking-detail-parts.tsx';
import {
  CommentsSection,
  PaymentSection,
  RideSummarySection,
} from '../../../components/ui/booking-detail-sections.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBooking } from '../api/get-booking.ts';
import { customerName, vehicleName, vehiclePicture } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingRefund } from './booking-refund.tsx';

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

      <RideSummarySection booking={b} ns={BOOKING_ADMIN_NS} withDropoffTime />

      <DetailSection title={t('customer')}>
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
      </DetailSection>

      <DetailSection title={t('vehicle')}>
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
      </DetailSection>

      <PaymentSection booking={b} ns={BOOKING_ADMIN_NS}>
        {b.paymentType && (
          <DetailLine label={t('paymentType')} value={b.paymentType === 'COD' ? 'Pay by cash' : b.paymentType} />
        )}
      </PaymentSection>

      {b.billing && (
        <DetailSection title={t('billing')}>
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
        </DetailSection>
      )}

      <CommentsSection comments={b.comments} ns={BOOKING_ADMIN_NS} />
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
