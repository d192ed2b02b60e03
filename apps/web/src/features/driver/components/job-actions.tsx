import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RideStatus } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { awaitsAnswer, isFinished, nextStep, offersNoShow } from '../next-step.ts';
import type { QueueEvent } from '../offline/status-queue.ts';

/**
 * The ride's one big button (the next step), Accept and Decline while the ride is offered, and
 * No-show once arrived; below them what happened to the last change: kept on the phone for
 * later, or refused by the server with its reason.
 */
export const JobActions = ({
  status,
  busy,
  waiting,
  pendingCount,
  last,
  onStep,
  onDecline,
}: {
  status: RideStatus;
  busy: boolean;
  /** Changes are kept on the phone because the network is gone. */
  waiting: boolean;
  pendingCount: number;
  last: QueueEvent | null;
  onStep: (status: RideStatus) => void;
  onDecline: () => void;
}) => {
  const { t } = useTranslation(DRIVER_NS);
  const next = nextStep(status);
  return (
    <Stack gap="sm">
      {awaitsAnswer(status) && (
        <Group grow>
          <Button size="xl" color="green" loading={busy} onClick={() => onStep('accepted')}>
            {t('accept')}
          </Button>
          <Button size="xl" variant="outline" color="red" disabled={busy} onClick={onDecline}>
            {t('decline')}
          </Button>
        </Group>
      )}
      {next && (
        <Button size="xl" h={72} fz={22} fullWidth loading={busy} onClick={() => onStep(next)}>
          {t(`step_${next}`)}
        </Button>
      )}
      {offersNoShow(status) && (
        <Stack gap={4}>
          <Button size="lg" variant="outline" color="red" fullWidth disabled={busy} onClick={() => onStep('no show')}>
            {t('noShow')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('noShowHint')}
          </Text>
        </Stack>
      )}
      {isFinished(status) && <Text c="dimmed">{t('finished')}</Text>}
      {waiting && (
        <Alert color="yellow" icon={<IconCloudUpload size={20} aria-hidden />} role="status" title={t('queued')}>
          {t('queuedCount', { count: pendingCount })}
        </Alert>
      )}
      {last?.kind === 'refused' && (
        <Alert color="red" role="alert">
          {t('refused', { message: last.message })}
        </Alert>
      )}
    </Stack>
  );
};
