import { Badge, Text } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DRIVER_NS } from '../i18n.ts';
import type { LocationState } from '../location/use-location-sharing.ts';

/** "Location on" while positions go out; otherwise why not, in one sentence. Nothing while off. */
export const LocationIndicator = ({ state }: { state: LocationState }) => {
  const { t } = useTranslation(DRIVER_NS);
  if (state === 'off') return null;
  if (state === 'on' || state === 'starting')
    return (
      <Badge
        color={state === 'on' ? 'green' : 'gray'}
        variant="light"
        leftSection={<IconMapPin size={14} aria-hidden />}
        role="status"
      >
        {t(`location_${state}`)}
      </Badge>
    );
  return (
    <Text size="sm" role="status">
      <IconMapPinOff
        size={16}
        aria-hidden
        color="var(--mantine-color-orange-8)"
        style={{ verticalAlign: 'text-bottom' }}
      />{' '}
      {t(`location_${state}`)}
    </Text>
  );
};
