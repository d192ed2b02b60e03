import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyComplaints } from '../api/my-complaints.ts';
import { FEEDBACK_NS } from '../i18n.ts';
import { AnswerNote } from './answer-note.tsx';
import { ComplaintStatusBadge } from './complaint-status-badge.tsx';

/** A signed-in traveller's own messages on this site, with the provider's answers. */
export const MyFeedbackList = ({ providerName }: { providerName: string }) => {
  const { t, i18n } = useTranslation(FEEDBACK_NS);
  const mine = useMyComplaints(1, true);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('mineTitle')}
      </Title>
      {mine.isPending && <Skeleton h={80} />}
      {mine.isError && <ErrorDisplay error={mine.error} />}
      {mine.data?.rows.length === 0 && <Text c="dimmed">{t('mineEmpty')}</Text>}
      {mine.data?.rows.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Text fw={600} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <ComplaintStatusBadge status={c.status} />
              {c.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`type_${c.complaintType}`)} · {formatDateTime(c.createdOn, i18n.language)}
              {c.bookingReferenceId ? ` · ${c.bookingReferenceId}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {c.description}
            </Text>
            {c.answer ? (
              <AnswerNote label={t('answerLabel', { name: providerName })} answer={c.answer} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('noAnswerYet')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
