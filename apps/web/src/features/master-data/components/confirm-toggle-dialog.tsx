import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { enableDisablePrompt } from '@ridedesk/domain/master-data/messages';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { MASTER_DATA_NS } from '../i18n.ts';

/**
 * Asks 'Are you sure to Disable?' or 'Are you sure to Enable?' (spec 02) before the action; the
 * call's failure shows in the dialog without closing it.
 */
export const ConfirmToggleDialog = ({
  target,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  target: { name: string; isEnabled: boolean } | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const action = target?.isEnabled ? 'Disable' : 'Enable';
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={<Text fw={700}>{target ? enableDisablePrompt(target.isEnabled) : ''}</Text>}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {target && (
          <Text size="sm" fw={500}>
            {target.name}
          </Text>
        )}
        <ErrorDisplay error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={target?.isEnabled ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
