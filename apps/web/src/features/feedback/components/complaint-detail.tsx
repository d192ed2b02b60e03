import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMPLAINT_ANSWER_MAX, canAnswer, canClose } from '@ridedesk/domain/complaints/complaint-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAnswerComplaint, useCloseComplaint } from '../api/answer-complaint.ts';
import type { Complaint } from '../api/complaint.ts';
import { FEEDBACK_NS } from '../i18n.ts';
import { AnswerNote } from './answer-note.tsx';
import { ComplaintStatusBadge } from './complaint-status-badge.tsx';

/** One feedback in the back office: the message, the answer form (mailed), and Close. */
export const ComplaintDetail = ({
  complaint,
  onChanged,
}: {
  complaint: Complaint;
  onChanged: (c: Complaint) => void;
}) => {
  const { t, i18n } = useTranslation(FEEDBACK_NS);
  const [answer, setAnswer] = useState(complaint.answer ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const send = useAnswerComplaint();
  const close = useCloseComplaint();
  const fieldError = isApiError(send.error) ? send.error.fields.answer : undefined;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <ComplaintStatusBadge status={complaint.status} />
        <Text size="sm" c="dimmed">
          {formatDateTime(complaint.createdOn, i18n.language)}
        </Text>
      </Group>
      <Stack gap={2}>
        <Text size="sm">
          <b>{t('from')}:</b> {complaint.firstName} {complaint.lastName} · {complaint.email}
          {complaint.phone ? ` · ${complaint.phone}` : ''}
        </Text>
        {complaint.bookingReferenceId && (
          <Text size="sm">
            <b>{t('booking')}:</b> {complaint.bookingReferenceId}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="md" radius="sm">
        <Text fw={600}>{complaint.subject}</Text>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
          {complaint.description}
        </Text>
      </Paper>
      {complaint.answeredOn && (
        <Text size="xs" c="dimmed">
          {t('previousAnswer', { date: formatDateTime(complaint.answeredOn, i18n.language) })}
        </Text>
      )}
      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      {canAnswer(complaint.status) ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setNotice(null);
            const updated = await send.mutateAsync({ id: complaint.id, answer }).catch(() => null);
            if (updated) {
              setNotice(t('answerSent', { email: complaint.email }));
              onChanged(updated);
            }
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('yourAnswer')}
              description={t('answerHint')}
              autosize
              minRows={4}
              maxLength={COMPLAINT_ANSWER_MAX}
              value={answer}
              onChange={(e) => setAnswer(e.currentTarget.value)}
              error={fieldError}
            />
            {send.error && !fieldError && <ErrorDisplay error={send.error} />}
            <Group justify="space-between">
              <Button
                variant="default"
                color="gray"
                loading={close.isPending}
                disabled={!canClose(complaint.status)}
                onClick={async () => {
                  const updated = await close.mutateAsync(complaint.id).catch(() => null);
                  if (updated) {
                    setNotice(t('closed'));
                    onChanged(updated);
                  }
                }}
              >
                {t('close')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('sendAnswer')}
              </Button>
            </Group>
            <ErrorDisplay error={close.error} />
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {complaint.answer && <AnswerNote label={t('yourAnswer')} answer={complaint.answer} />}
          <Text size="sm" c="dimmed">
            {t('closedNote')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
};
