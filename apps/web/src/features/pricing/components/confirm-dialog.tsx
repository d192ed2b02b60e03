import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PRICING_NS } from '../i18n.ts';

/** Asks before an action ('Are you sure to Disable?'); shows the call's failure without closing. */
export const ConfirmDialog = ({
  opened,
  message,
  detail,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  message: string;
  detail?: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={
        <Text span fw={700}>
          {message}
        </Text>
      }
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {detail && <Text size="sm">{detail}</Text>}
        <ErrorDisplay error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('no')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>
            {t('yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
