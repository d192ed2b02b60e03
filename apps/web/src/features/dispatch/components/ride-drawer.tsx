import { Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { IconAlertTriangle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { type RideHistoryEntry, useRideHistory } from '../api/ride-history.ts';
import { type BoardRide, displayStatus, isRideStatus } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { flaggedWhy } from '../flight-words.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { RIDE_STATUS_COLOR, statusKey } from '../ride-status.ts';
import { localTime } from '../timeline-geometry.ts';
import { FlightMark } from './flight-mark.tsx';

/** A history entry's words: the assignment's own steps name the chauffeur; the rest are ride statuses. */
const historyLabel = (t: TFunction, entry: RideHistoryEntry, name: string) => {
  if (entry.status === 'assigned') return t('event_assigned', { name });
  if (entry.status === 'unassigned') return t('event_unassigned', { name });
  if (entry.status === 'declined') return t('event_declined', { name });
  return isRideStatus(entry.status) ? t(statusKey(entry.status)) : entry.status;
};

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

const History = ({
  ride,
  day,
  nameOf,
}: {
  ride: BoardRide;
  day: string;
  nameOf: (userId: number | null) => string | null;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  const history = useRideHistory(ride.bookingId);
  const when = (at: string) => {
    const local = localTime(at, ride.offsetMinutes);
    return local.date === day ? local.clock : `${local.date} ${local.clock}`;
  };
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
          key={`${entry.recordedOn}-${entry.status}`}
          title={
            <Text size="sm" fw={600}>
              {historyLabel(t, entry, nameOf(entry.chauffeurId) ?? t('aChauffeur'))}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {when(entry.at)}
            {entry.byUserId === null ? '' : ` · ${t('historyBy', { name: nameOf(entry.byUserId) ?? t('theOffice') })}`}
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
  day,
  chauffeur,
  nameOf,
  vehicle,
  refusal,
  onAssign,
  onUnassign,
  onSetLanding,
  onClose,
}: {
  ride: BoardRide | null;
  day: string;
  chauffeur: string | null;
  /** A chauffeur's name by user id (history entries name who made each change). */
  nameOf: (userId: number | null) => string | null;
  vehicle: string | null;
  refusal: string | undefined;
  onAssign: (ride: BoardRide) => void;
  onUnassign: (ride: BoardRide) => void;
  onSetLanding?: (ride: BoardRide) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
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
            <Badge color={RIDE_STATUS_COLOR[displayStatus(ride)]} variant="light" radius="sm">
              {t(statusKey(displayStatus(ride)))}
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
              value={`${clockText(ride.pickupTime, ride.offsetMinutes)}–${clockText(ride.estimatedEnd, ride.offsetMinutes)}`}
            />
            <Line label={t('pickup')} value={ride.pickUpLocation} />
            <Line label={t('dropoff')} value={ride.dropOffLocation} />
            <Line label={t('passenger')} value={ride.passengerName ?? '—'} />
            <Line label={t('chauffeur')} value={chauffeur ?? t('nobody')} />
            <Line label={t('vehicle')} value={vehicle ?? ride.vehicleName ?? '—'} />
          </Stack>
          {ride.flight && (
            <FlightMark
              ride={ride}
              flight={ride.flight}
              onSetLanding={onSetLanding ? () => onSetLanding(ride) : undefined}
            />
          )}
          {ride.knockOn && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-9)" style={{ flexShrink: 0 }} />
              <Text size="sm" fw={700} c="red.9">
                {t('flagged')}: {flaggedWhy(t, ride.knockOn)}
              </Text>
            </Group>
          )}
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
          <History ride={ride} day={day} nameOf={nameOf} />
        </Stack>
      )}
    </Drawer>
  );
};
