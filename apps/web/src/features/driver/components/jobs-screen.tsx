import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDriverJobs } from '../api/list-jobs.ts';
import type { DriverJob } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { isToday } from '../job-format.ts';
import { useOnline } from '../use-online.ts';
import { JobCard } from './job-card.tsx';

const byPickup = (a: DriverJob, b: DriverJob) => Date.parse(a.pickupAt) - Date.parse(b.pickupAt);

const JobGroup = ({ title, jobs, showDay }: { title: string; jobs: DriverJob[]; showDay: boolean }) =>
  jobs.length === 0 ? null : (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {jobs.map((job) => (
        <JobCard key={job.bookingId} job={job} showDay={showDay} />
      ))}
    </Stack>
  );

/** Today's and the coming days' jobs, soonest first. */
export const JobsScreen = () => {
  const { t } = useTranslation(DRIVER_NS);
  const jobs = useDriverJobs();
  const online = useOnline();
  const now = Date.now();
  const sorted = [...(jobs.data ?? [])].sort(byPickup);
  const today = sorted.filter((job) => isToday(job, now));
  const upcoming = sorted.filter((job) => !isToday(job, now));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('jobsTitle')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={jobs.isFetching}
          onClick={() => void jobs.refetch()}
        >
          {t('refresh')}
        </Button>
      </Group>
      {!online && jobs.data && <Alert color="gray">{t('offlineJobs')}</Alert>}
      {jobs.isPending && <Loader aria-label={t('jobsTitle')} />}
      {jobs.isError && !jobs.data && (
        <Alert color="red" title={t('jobsFailed')}>
          <ErrorDisplay error={jobs.error} />
        </Alert>
      )}
      {jobs.data && sorted.length === 0 && <Text>{t('noJobs')}</Text>}
      <JobGroup title={t('today')} jobs={today} showDay={false} />
      <JobGroup title={t('upcoming')} jobs={upcoming} showDay />
    </Stack>
  );
};
