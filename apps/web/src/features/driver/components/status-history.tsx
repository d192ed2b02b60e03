import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverJob } from '../driver-job.ts';
import { DRIVER_NS } from '../i18n.ts';
import { clockAt } from '../job-format.ts';
import type { QueuedChange } from '../offline/status-queue.ts';

/** The ride's recorded changes, oldest first, then the ones still waiting on the phone. */
export const StatusHistory = ({ job, pending }: { job: DriverJob; pending: QueuedChange[] }) => {
  const { t, i18n } = useTranslation(DRIVER_NS);
  const recorded = job.history ?? [];
  const at = (iso: string) => clockAt(iso, job.pickupOffset, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="status-history">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="status-history">
          {t('history')}
        </Title>
        {recorded.length === 0 && pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('historyEmpty')}
          </Text>
        ) : (
          <Timeline active={recorded.length - 1} bulletSize={14} lineWidth={2}>
            {recorded.map((event) => (
              <Timeline.Item
                key={`${event.status}-${event.recordedOn}`}
                title={t([`event_${event.status}`, `status_${event.status}`])}
              >
                <Text size="sm" c="dimmed">
                  {at(event.at)}
                  {event.reason ? ` · ${event.reason}` : ''}
                </Text>
              </Timeline.Item>
            ))}
            {pending.map((change) => (
              <Timeline.Item key={change.key} title={t(`status_${change.status}`)} lineVariant="dashed">
                <Text size="sm" c="dimmed">
                  {at(change.at)} · {t('queued')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
};
