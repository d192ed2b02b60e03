import { Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDeclineJob } from '../api/decline-job.ts';
import { useDriverJob } from '../api/get-job.ts';
import { type RideStatus, stageOf } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { useLocationSharing } from '../location/use-location-sharing.ts';
import { effectiveStage, sharesLocation } from '../next-step.ts';
import { useRideChanges } from '../offline/use-status-queue.ts';
import { useOnline } from '../use-online.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { JobActions } from './job-actions.tsx';
import { JobDetails } from './job-details.tsx';
import { LocationIndicator } from './location-indicator.tsx';
import { RideStatusBadge } from './ride-status-badge.tsx';
import { StatusHistory } from './status-history.tsx';

/** One job: what to do, the next step, and what has happened so far. */
export const JobScreen = ({ bookingId }: { bookingId: number }) => {
  const { t } = useTranslation(DRIVER_NS);
  const navigate = useNavigate();
  const job = useDriverJob(bookingId);
  const { pending, last, change } = useRideChanges(bookingId);
  const online = useOnline();
  const status: RideStatus = job.data ? effectiveStage(stageOf(job.data), pending) : 'confirmed';
  const location = useLocationSharing(bookingId, sharesLocation(status));
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const decline = useDeclineJob();

  const step = (to: RideStatus) => {
    setBusy(true);
    void change(to, location.latest.current).finally(() => setBusy(false));
  };
  // Declining hands the ride back to dispatch at once, so it is never queued: it needs the network.
  const declineRide = (reason: string) => {
    if (online) decline.mutate({ bookingId, reason }, { onSuccess: () => navigate('/driver', { replace: true }) });
  };

  const back = (
    <Anchor component={Link} to="/driver" size="sm">
      <Group gap={4}>
        <IconChevronLeft size={16} aria-hidden />
        {t('backToJobs')}
      </Group>
    </Anchor>
  );
  if (job.isPending) return <Loader aria-label={t('jobTitle', { reference: bookingId })} />;
  if (!job.data)
    return (
      <Stack gap="md">
        {back}
        <Title order={1} fz={24}>
          {t('jobFailed')}
        </Title>
        <ErrorDisplay error={job.error} />
      </Stack>
    );

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="center">
        <Title order={1} fz={24}>
          {t('jobTitle', { reference: job.data.referenceId })}
        </Title>
        <RideStatusBadge status={status} />
      </Group>
      <LocationIndicator state={location.state} />
      <JobActions
        status={status}
        busy={busy}
        waiting={pending.length > 0 && (!online || last?.kind === 'waiting')}
        pendingCount={pending.length}
        last={last}
        onStep={step}
        onDecline={() => setDeclining(true)}
      />
      <JobDetails job={job.data} />
      <StatusHistory job={job.data} pending={pending} />
      <DeclineDialog
        opened={declining}
        busy={decline.isPending}
        error={online ? decline.error : new Error(t('declineNeedsNetwork'))}
        onClose={() => setDeclining(false)}
        onDecline={declineRide}
      />
    </Stack>
  );
};
