import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { enableDisablePrompt } from '@ridedesk/domain/master-data/messages';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirm } from '../../../components/record-kit/confirm-dialog.tsx';
import { MASTER_DATA_NS } from '../i18n.ts';

type ToggleMutation<Row> = {
  mutateAsync: (row: Row) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * Disable or Enable of a site's record (spec 02): `ask` opens "Are you sure to Disable?" (or
 * Enable) with the record's name; Disable (or Enable) calls the API, says so, and closes; a
 * failure stays in the dialog.
 */
export const useRecordToggle = <Row extends { isEnabled: boolean }>(
  toggle: ToggleMutation<Row>,
  nameOf: (row: Row) => string,
) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const confirm = useConfirm<Row>(toggle.reset);
  const target = confirm.target;

  return {
    ask: confirm.ask,
    dialog: (
      <ConfirmDialog
        opened={confirm.opened}
        title={target ? enableDisablePrompt(target.isEnabled) : ''}
        detail={
          target && (
            <Text size="sm" fw={500}>
              {nameOf(target)}
            </Text>
          )
        }
        busy={toggle.isPending}
        error={toggle.error}
        cancelLabel="Cancel"
        confirmLabel={target?.isEnabled ? 'Disable' : 'Enable'}
        danger={target?.isEnabled}
        closeLabel={t('close')}
        onCancel={confirm.close}
        onConfirm={() =>
          confirm.run(async (row) => {
            await toggle.mutateAsync(row);
            notifications.show({
              color: 'green',
              message: t(row.isEnabled ? 'toggledOff' : 'toggledOn', { name: nameOf(row) }),
            });
          })
        }
      />
    ),
  };
};
