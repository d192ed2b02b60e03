import { Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRideHistory } from '../api/ride-history.ts';
import { type BoardRide, isRideStatus } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { RIDE_STATUS_COLOR, statusKey } from '../ride-status.ts';

const Line = ({ label, value }: { label: string; value: ReactNode }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
    <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Group>
);

const History = ({ bookingId, timeZone }: { bookingId: number; timeZone: string }) => {
  const { t, i18n } = useTranslation(DISPATCH_NS);
  const history = useRideHistory(bookingId);
  if (history.isPending) return <Skeleton height={80} />;
  if (history.isError)
    return (
      <>
        <Text size="sm">{t('historyFailed')}</Text>
        <ErrorDisplay error={history.error} />
      </>
    );
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('historyEmpty')}
      </Text>
    );
  return (
    <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2}>
      {history.data.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            <Text size="sm" fw={600}>
              {isRideStatus(entry.status) ? t(statusKey(entry.status)) : entry.status}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at, i18n.language, timeZone)}
            {entry.byName ? ` · ${t('historyBy', { name: entry.byName })}` : ''}
          </Text>
          {entry.latitude !== null && entry.longitude !== null && (
            <Text size="xs" c="dimmed">
              {t('historyAt', { latitude: entry.latitude.toFixed(5), longitude: entry.longitude.toFixed(5) })}
            </Text>
          )}
          {entry.reason && <Text size="xs">{entry.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
};

/** A ride's details and its status history, with Assign and Unassign. */
export const RideDrawer = ({
  ride,
  timeZone,
  chauffeur,
  vehicle,
  refusal,
  onAssign,
  onUnassign,
  onClose,
}: {
  ride: BoardRide | null;
  timeZone: string;
  chauffeur: string | null;
  vehicle: string | null;
  refusal: string | undefined;
  onAssign: (ride: BoardRide) => void;
  onUnassign: (ride: BoardRide) => void;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation(DISPATCH_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const open = ['scheduled', 'confirmed', 'assigned', 'accepted'];
  return (
    <Drawer
      opened={ride !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 'md'}
      title={
        <Text span fw={700} size="lg">
          {ride ? t('details', { reference: ride.referenceId }) : ''}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {ride && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={RIDE_STATUS_COLOR[ride.status]} variant="light" radius="sm">
              {t(statusKey(ride.status))}
            </Badge>
          </Group>
          {refusal && (
            <Text size="sm" c="red.8" fw={600}>
              {t('refused', { reason: refusal })}
            </Text>
          )}
          <Stack gap={6}>
            <Line
              label={t('time')}
              value={`${clockText(ride.pickupTime, timeZone, i18n.language)}–${clockText(ride.estimatedEnd, timeZone, i18n.language)}`}
            />
            <Line label={t('pickup')} value={ride.pickUpLocation} />
            <Line label={t('dropoff')} value={ride.dropOffLocation} />
            <Line label={t('passenger')} value={ride.passengerName ?? '—'} />
            <Line label={t('chauffeur')} value={chauffeur ?? t('nobody')} />
            <Line label={t('vehicle')} value={vehicle ?? ride.vehicleName ?? '—'} />
          </Stack>
          {open.includes(ride.status) && (
            <Group gap="sm">
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onAssign(ride)}>
                {ride.chauffeurId === null ? t('assign') : t('reassign')}
              </Button>
              {ride.chauffeurId !== null && (
                <Button
                  variant="default"
                  leftSection={<IconUserMinus size={16} aria-hidden />}
                  onClick={() => onUnassign(ride)}
                >
                  {t('unassign')}
                </Button>
              )}
            </Group>
          )}
          <Divider />
          <Title order={3} fz="sm" tt="uppercase" c="dimmed">
            {t('history')}
          </Title>
          <History bookingId={ride.bookingId} timeZone={timeZone} />
        </Stack>
      )}
    </Drawer>
  );
};
