import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockEdit, IconPlaneArrival } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardRide, FlightMark as Flight } from '../board-types.ts';
import { flightStateText, pickupMoveText } from '../flight-words.ts';
import { DISPATCH_NS } from '../i18n.ts';

/**
 * An airport pickup's flight on a ride card or in its drawer (issue 22): a plane, 'UA 1542', its
 * state ('Delayed 50 min'), and where the pickup moved or waits to move. A flight no service
 * follows (source 'manual') offers "Set landing time".
 */
export const FlightMark = ({
  ride,
  flight,
  onSetLanding,
}: {
  ride: Pick<BoardRide, 'referenceId' | 'offsetMinutes'>;
  flight: Flight;
  onSetLanding?: () => void;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  const move = pickupMoveText(t, flight, ride.offsetMinutes);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="center">
        <IconPlaneArrival size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="xs" fw={700} span aria-label={t('flightLabel', { label: flight.label })}>
          {flight.label}
        </Text>
        <Text size="xs" span>
          {flightStateText(t, flight, ride.offsetMinutes)}
        </Text>
      </Group>
      {move && (
        <Text size="xs" fw={flight.pendingPickupAt ? 700 : 600}>
          {move}
        </Text>
      )}
      {flight.source === 'manual' && onSetLanding && (
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconClockEdit size={14} aria-hidden />}
            onClick={onSetLanding}
            aria-label={t('setLandingTimeOf', { flight: flight.label })}
          >
            {t('setLandingTime')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
