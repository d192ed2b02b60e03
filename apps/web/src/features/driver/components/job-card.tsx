import { Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DriverJob, stageOf } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { pickupClock, pickupDay } from '../job-format.ts';
import { RideStatusBadge } from './ride-status-badge.tsx';

/** One job in the list: the whole card opens the job page. */
export const JobCard = ({ job, showDay }: { job: DriverJob; showDay: boolean }) => {
  const { t, i18n } = useTranslation(DRIVER_NS);
  return (
    <Card component={Link} to={`/driver/jobs/${job.bookingId}`} withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} fz={22} lh={1.2}>
              {pickupClock(job, i18n.language)}
            </Text>
            {showDay && (
              <Text size="sm" c="dimmed">
                {pickupDay(job, i18n.language)}
              </Text>
            )}
          </div>
          <RideStatusBadge status={stageOf(job)} />
        </Group>
        <Text fw={500} lineClamp={2}>
          {job.pickUpLocation}
        </Text>
        <IconArrowDown size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text lineClamp={2}>{job.dropOffLocation}</Text>
        <Group gap="xs" c="dimmed">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">
            {job.passengerName} · {t('passengersShort', { count: job.passengers })} · {job.referenceId}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
};
