import { Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { IconPhone, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailSection } from '../../../components/ui/booking-detail-parts.tsx';
import {
  CommentsSection,
  PaymentSection,
  RideSummarySection,
} from '../../../components/ui/booking-detail-sections.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { IconAnchor } from '../../../components/ui/icon-anchor.tsx';
import { TitledModal } from '../../../components/ui/titled-modal.tsx';
import { atPickupClock, reviewPath, vehicleName, vehiclePicture } from '../booking-format.ts';
import { MY_BOOKINGS_NS } from '../i18n.ts';

/**
 * A booking's detail for its traveller: reference and statuses, the ride summary, vehicle,
 * provider and chauffeur, the payment breakdown of the confirm step, and what they may do next
 * (cancel within the rule, review a completed ride).
 */
export const MyBookingDetail = ({
  booking,
  onClose,
  onCancel,
}: {
  booking: TravellerBookingView | null;
  onClose: () => void;
  onCancel: (booking: TravellerBookingView) => void;
}) => {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const locale = i18n.language;
  const b = booking;
  return (
    <TitledModal
      opened={!!b}
      onClose={onClose}
      fullScreen={isMobile}
      size="lg"
      title={b && t('detailsOf', { reference: b.referenceId })}
      closeLabel={t('close')}
    >
      {b && (
        <Stack gap="lg">
          <Group gap="xs">
            <BookingStatusBadge status={b.bookingStatus} />
            <PaymentStatusBadge status={b.paymentStatus} />
          </Group>

          <RideSummarySection booking={b} ns={MY_BOOKINGS_NS} />

          <DetailSection title={t('vehicle')}>
            <Group gap="md" wrap="nowrap" align="center">
              <Image src={vehiclePicture(b)} alt="" w={120} h={72} fit="contain" radius="sm" bg="gray.0" />
              <Stack gap={0}>
                <Text fw={600}>{vehicleName(b)}</Text>
                <Text size="sm" c="dimmed">
                  {[b.vehicleType.name, b.fleet.color].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </DetailSection>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DetailSection title={t('provider')}>
              <Text size="sm" fw={600}>
                {b.site.serviceProvider.name}
              </Text>
              {b.site.serviceProvider.phone && (
                <IconAnchor
                  href={`tel:${b.site.serviceProvider.phone}`}
                  icon={IconPhone}
                  label={t('call', { name: b.site.serviceProvider.name, phone: b.site.serviceProvider.phone })}
                >
                  {b.site.serviceProvider.phone}
                </IconAnchor>
              )}
            </DetailSection>
            {b.assignedToUser && (
              <DetailSection title={t('chauffeur')}>
                <Text size="sm" fw={600}>
                  {`${b.assignedToUser.firstName} ${b.assignedToUser.lastName}`.trim()}
                </Text>
              </DetailSection>
            )}
          </SimpleGrid>

          <PaymentSection booking={b} ns={MY_BOOKINGS_NS}>
            <Text size="xs" c="dimmed">
              {t('costNote')}
            </Text>
          </PaymentSection>

          <CommentsSection comments={b.comments} ns={MY_BOOKINGS_NS} />

          {(b.cancellation.allowed || b.bookingStatus === 'completed' || b.period === 'upcoming') && (
            <Stack gap="xs">
              {b.period === 'upcoming' && (
                <Text size="sm" c="dimmed">
                  {b.cancellation.allowed
                    ? `${b.cancellation.rule} ${t('cancelUntil', { when: atPickupClock(b.cancellation.cancelUntil, b.pickupoffset, locale) })}`
                    : b.cancellation.reason}
                </Text>
              )}
              <Group justify="flex-end" gap="sm">
                {b.bookingStatus === 'completed' && (
                  <Button
                    component={Link}
                    to={reviewPath(b.referenceId)}
                    leftSection={<IconStar size={16} aria-hidden />}
                  >
                    {t('review')}
                  </Button>
                )}
                {b.cancellation.allowed && (
                  <Button color="red" variant="light" onClick={() => onCancel(b)}>
                    {t('cancelBooking')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </TitledModal>
  );
};
