import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDown, IconEdit, IconMapPin, IconMapPinFilled, IconPlaneArrival } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { durationText, milesText, rideOnText } from '../ride-format.ts';

const Stop = ({ label, address, filled }: { label: string; address: string; filled?: boolean }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <ThemeIcon size={24} radius="xl" variant={filled ? 'filled' : 'light'} aria-hidden>
      {filled ? <IconMapPinFilled size={14} /> : <IconMapPin size={14} />}
    </ThemeIcon>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {address}
      </Text>
    </Stack>
  </Group>
);

/** The ride above the fleet list: where, when, who, and a way back to change it. */
export const RideSummaryBar = ({ criteria, onModify }: { criteria: SearchCriteria; onModify: () => void }) => {
  const { t, i18n } = useTranslation(BOOKING_NS);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Text fw={700}>{rideOnText(criteria, i18n.language)}</Text>
          <Stop label={t('pickupLocation')} address={criteria.pickuplocation} />
          <Stop label={t('dropoffLocation')} address={criteria.dropofflocation} filled />
          <Group gap={6}>
            <Badge variant="light" radius="sm" tt="none">
              {criteria.vehicleTypeName}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {t('passengerCount', { count: criteria.noofpassengers })}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {t('luggageCount', { count: criteria.noofluggages })}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {t('estimate', {
                distance: milesText(criteria.estimateddistance),
                duration: durationText(Math.max(criteria.estimatedduration, criteria.estimateddurationintraffic)),
              })}
            </Badge>
          </Group>
        </Stack>
        <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onModify}>
          {t('modifySearch')}
        </Button>
      </Group>
    </Paper>
  );
};

/** Ride Summary of the confirm step (spec 03 "Booking confirmation"), with an airport pickup's flight. */
export const RideSummary = ({ criteria, flight = null }: { criteria: SearchCriteria; flight?: string | null }) => {
  const { t, i18n } = useTranslation(BOOKING_NS);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Ride Summary
        </Title>
        <Text fw={600}>{rideOnText(criteria, i18n.language)}</Text>
        <Stop label={t('pickupLocation')} address={criteria.pickuplocation} />
        {flight && (
          <Group gap={6} wrap="nowrap" pl={30}>
            <IconPlaneArrival size={16} aria-hidden />
            <Text size="sm" fw={600} data-testid="ride-flight">
              {t('flightLabel', { flight })}
            </Text>
          </Group>
        )}
        <IconArrowDown size={14} aria-hidden style={{ marginLeft: 5, color: 'var(--mantine-color-dimmed)' }} />
        <Stop label={t('dropoffLocation')} address={criteria.dropofflocation} filled />
      </Stack>
    </Paper>
  );
};
