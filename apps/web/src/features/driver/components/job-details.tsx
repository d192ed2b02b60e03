import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverJob } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { type JobPlace, mapsUrl, pickupClock, pickupDay, telUrl } from '../job-format.ts';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div style={{ minWidth: 0 }}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text component="div">{children}</Text>
  </div>
);

/** A place with one tap to the phone's map app. */
const Place = ({ label, place }: { label: string; place: JobPlace }) => {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <Group justify="space-between" wrap="nowrap" align="center">
      <Field label={label}>{place.address}</Field>
      <Button
        component="a"
        href={mapsUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="md"
        px="sm"
        style={{ flexShrink: 0 }}
        aria-label={t('openMap', { place: place.address })}
      >
        <IconMapPin size={22} aria-hidden />
      </Button>
    </Group>
  );
};

/** What the chauffeur needs to do the ride: where, when, who, with what. */
export const JobDetails = ({ job }: { job: DriverJob }) => {
  const { t, i18n } = useTranslation(DRIVER_NS);
  const vehicle = [job.vehicleName, job.vehicle].filter((part) => part?.trim()).join(' · ');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Field label={t('pickupTime')}>
          <Text fw={700} fz={22} span>
            {pickupClock(job, i18n.language)}
          </Text>{' '}
          <Text c="dimmed" span>
            {pickupDay(job, i18n.language)}
          </Text>
        </Field>
        <Place
          label={t('pickup')}
          place={{ address: job.pickUpLocation, latitude: job.pickupLatitude, longitude: job.pickupLongitude }}
        />
        <Place label={t('dropoff')} place={{ address: job.dropOffLocation, latitude: null, longitude: null }} />
        <Group justify="space-between" wrap="nowrap">
          <Field label={t('passenger')}>{job.passengerName}</Field>
          {job.passengerPhone ? (
            <Button
              component="a"
              href={telUrl(job.passengerPhone)}
              variant="light"
              size="md"
              leftSection={<IconPhone size={18} aria-hidden />}
              style={{ flexShrink: 0 }}
              title={t('call', { name: job.passengerName })}
            >
              {job.passengerPhone}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noPhone')}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={3}>
          <Field label={t('passengers')}>{job.passengers}</Field>
          <Field label={t('luggage')}>{job.luggage}</Field>
          <Field label={t('flight')}>{job.flight || t('none')}</Field>
        </SimpleGrid>
        <Field label={t('vehicle')}>{vehicle || t('noVehicle')}</Field>
        {job.comments?.trim() && <Field label={t('comments')}>{job.comments}</Field>}
      </Stack>
    </Card>
  );
};
