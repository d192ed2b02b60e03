import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DRIVER_NS } from '../i18n.ts';

/** Asks why the chauffeur declines; dispatch reads the reason. */
export const DeclineDialog = ({
  opened,
  busy,
  error,
  onClose,
  onDecline,
}: {
  opened: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) => {
  const { t } = useTranslation(DRIVER_NS);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onDecline(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('declineTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('reasonHint')}</Text>
        <Textarea
          label={t('reason')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={missing ? t('reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          data-autofocus
        />
        <ErrorDisplay error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('keepRide')}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {t('confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
