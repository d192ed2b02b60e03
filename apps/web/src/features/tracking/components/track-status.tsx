import { Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRACKING_NS } from '../i18n.ts';
import { carToPickupMetres, distanceText, etaText, pickupClockTime } from '../track-format.ts';
import { isOver, phaseOf, type TrackState } from '../track-state.ts';
import { TrackMap } from './track-map.tsx';

/** The sentence under the status: what happens next, or what happened. */
const useNote = (state: TrackState) => {
  const { t, i18n } = useTranslation(TRACKING_NS);
  switch (phaseOf(state.status)) {
    case 'before':
      return t('before', { time: pickupClockTime(state.pickup.at, state.pickup, i18n.language) });
    case 'arrived':
      return t('arrivedNote');
    case 'onBoard':
      return t('onBoardNote', { dropoff: state.dropoff.address });
    case 'completed':
      return t('completedNote');
    case 'cancelled':
      return t('cancelledNote');
    case 'noShow':
      return t('noShowNote');
    default:
      return null;
  }
};

/**
 * Where the ride stands: the status (a polite live region, so a screen reader hears each change
 * of status and not each position), the ETA and distance while the chauffeur is on the way, and
 * the map with its text alternative. No map once the ride is over.
 */
export const TrackStatus = ({ state }: { state: TrackState }) => {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const phase = phaseOf(state.status);
  const note = useNote(state);
  const eta = etaText(t, state.etaMinutes);
  const metres = carToPickupMetres(state);
  const distance = metres === null ? null : distanceText(metres, i18n.language);
  const onTheWay = phase === 'onTheWay';

  const mapLabel = state.position
    ? distance
      ? t('mapCar', { distance, address: state.pickup.address, eta: eta ?? t(`headline_${state.status}`) })
      : t('mapCarNoPickup', { eta: eta ?? t(`headline_${state.status}`) })
    : t('mapPickup', { address: state.pickup.address });

  return (
    <Stack gap="sm">
      <Text
        fz={{ base: 22, sm: 26 }}
        fw={700}
        lh={1.25}
        role="status"
        aria-live="polite"
        aria-atomic
        data-testid="track-status"
      >
        {t(`headline_${state.status}`)}
      </Text>
      {onTheWay && (
        <Group gap="xs" wrap="nowrap" data-testid="track-eta">
          <IconClock size={20} aria-hidden />
          <Text fw={600} size="lg">
            {eta ?? t('etaUnknown')}
          </Text>
        </Group>
      )}
      {distance && onTheWay && (
        <Group gap="xs" wrap="nowrap">
          <IconRoute size={18} aria-hidden />
          <Text size="sm" data-testid="track-distance">
            {t('distance', { distance })}
          </Text>
        </Group>
      )}
      {note && <Text size="sm">{note}</Text>}
      {!isOver(phase) && (
        <Stack gap={6}>
          <Title order={2} size="h4">
            {t('mapTitle')}
          </Title>
          {state.position || (state.pickup.latitude !== null && state.pickup.longitude !== null) ? (
            <TrackMap state={state} label={mapLabel} />
          ) : (
            <Text size="sm">{t('mapNone')}</Text>
          )}
          {state.position && (
            <Text size="xs" c="dimmed">
              {t('positionAt', { time: pickupClockTime(state.position.at, state.pickup, i18n.language) })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
};
