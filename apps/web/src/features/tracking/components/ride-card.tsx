import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { pickupDateTimeLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { useTranslation } from 'react-i18next';
import { FactTable } from '../../../components/ui/fact-table.tsx';
import { TRACKING_NS } from '../i18n.ts';
import type { TrackState } from '../track-state.ts';

/** The licence plate the traveller looks for at the kerb, when the provider recorded it. */
const Plate = ({ plate }: { plate?: string | null }) => {
  const { t } = useTranslation(TRACKING_NS);
  if (!plate) return null;
  return (
    <Text size="sm" data-testid="track-plate">
      {t('plate')}:{' '}
      <Text span fw={700} ff="monospace">
        {plate}
      </Text>
    </Text>
  );
};

/** The chauffeur (first name and photo, or the initial when there is none) and the car. */
export const ChauffeurCard = ({ state }: { state: Pick<TrackState, 'chauffeur' | 'vehicle'> }) => {
  const { t } = useTranslation(TRACKING_NS);
  const { chauffeur, vehicle } = state;
  const car = [vehicle.description, vehicle.type].filter(Boolean).join(' · ');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('chauffeurTitle')}
      </Title>
      {chauffeur ? (
        <Group gap="sm" wrap="nowrap" data-testid="track-chauffeur">
          <Avatar
            src={chauffeur.photo}
            alt={chauffeur.photo ? t('photoOf', { name: chauffeur.firstName }) : undefined}
            size={56}
            radius="xl"
            color="blue"
          >
            <span aria-hidden>{chauffeur.firstName.trim().charAt(0).toUpperCase() || '?'}</span>
          </Avatar>
          <Stack gap={0}>
            <Text fw={700}>{chauffeur.firstName}</Text>
            <Text size="sm">{car}</Text>
            <Plate plate={vehicle.plate} />
          </Stack>
        </Group>
      ) : (
        <Stack gap={2}>
          <Text size="sm">{t('chauffeurPending')}</Text>
          <Text size="sm">
            {t('car')}: {car}
          </Text>
          <Plate plate={vehicle.plate} />
        </Stack>
      )}
    </Stack>
  );
};

/** The pickup (where and when, on its own clock) and the drop-off. */
export const RideTable = ({ state }: { state: Pick<TrackState, 'pickup' | 'dropoff'> }) => {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const rows: [string, string][] = [
    [t('pickup'), state.pickup.address],
    [t('when'), pickupDateTimeLabel(new Date(state.pickup.at), state.pickup.offset, i18n.language)],
    [t('dropoff'), state.dropoff.address],
  ];
  return <FactTable facts={rows} labelWidth={{ base: 92, sm: 120 }} testId="track-ride" />;
};
