import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';
import { ConfirmToggleDialog } from './confirm-toggle-dialog.tsx';

type ToggleMutation<Row> = {
  mutateAsync: (row: Row) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * Disable or Enable of a site's record (spec 02): `ask` opens "Are you sure to Disable?" (or
 * Enable); Yes calls the API, says so, and closes; a failure stays in the dialog.
 */
export const useRecordToggle = <Row extends { isEnabled: boolean }>(
  toggle: ToggleMutation<Row>,
  nameOf: (row: Row) => string,
) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const [target, setTarget] = useState<Row | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await toggle.mutateAsync(target);
      notifications.show({
        color: 'green',
        message: t(target.isEnabled ? 'toggledOff' : 'toggledOn', { name: nameOf(target) }),
      });
      setTarget(null);
    } catch {
      // Shown in the confirmation (toggle.error).
    }
  };

  return {
    ask: (row: Row) => {
      toggle.reset();
      setTarget(row);
    },
    dialog: (
      <ConfirmToggleDialog
        target={target ? { name: nameOf(target), isEnabled: target.isEnabled } : null}
        busy={toggle.isPending}
        error={toggle.error}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    ),
  };
};
