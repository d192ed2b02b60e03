import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ErrorDisplay } from '../ui/error-display.tsx';

/**
 * Asks before an action ('Are you sure to Disable?'): the question as the title, what it means
 * for this record, and the two answers; the call's failure shows in the dialog without closing it.
 */
export const ConfirmDialog = ({
  opened,
  title,
  detail,
  busy,
  error,
  cancelLabel,
  confirmLabel,
  danger = false,
  closeLabel,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: ReactNode;
  detail?: ReactNode;
  busy: boolean;
  error: unknown;
  cancelLabel: string;
  confirmLabel: string;
  /** A red confirm button for what takes something away (Disable, Delete). */
  danger?: boolean;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Modal
    opened={opened}
    onClose={onCancel}
    title={
      <Text span fw={700}>
        {title}
      </Text>
    }
    centered
    radius="md"
    closeButtonProps={{ 'aria-label': closeLabel }}
  >
    <Stack gap="md">
      {detail}
      <ErrorDisplay error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);

/**
 * What a confirmation asks about. The target stays after the dialog closes, so its text does not
 * change while the dialog fades out; `run` closes it once the action succeeded and leaves it open
 * on a failure (which the dialog shows).
 */
export const useConfirm = <Target,>(
  /** Runs as the dialog opens: forgets the last answer's failure (`mutation.reset`). */
  onAsk?: () => void,
) => {
  const [asked, setAsked] = useState<{ target: Target; open: boolean } | null>(null);
  const close = () => setAsked((current) => current && { ...current, open: false });
  return {
    target: asked?.target ?? null,
    opened: Boolean(asked?.open),
    ask: (target: Target) => {
      onAsk?.();
      setAsked({ target, open: true });
    },
    close,
    run: async (action: (target: Target) => Promise<unknown>) => {
      if (!asked) return;
      try {
        await action(asked.target);
        close();
      } catch {
        // The dialog shows the failure and stays open.
      }
    },
  };
};
