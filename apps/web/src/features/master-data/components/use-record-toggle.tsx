import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useEnableDisableConfirm } from '../../../components/record-kit/enable-disable-confirm.tsx';
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
  return useEnableDisableConfirm<Row>({
    mutation: toggle,
    change: async (row) => {
      await toggle.mutateAsync(row);
      notifications.show({
        color: 'green',
        message: t(row.isEnabled ? 'toggledOff' : 'toggledOn', { name: nameOf(row) }),
      });
    },
    detail: (row) => (
      <Text size="sm" fw={500}>
        {nameOf(row)}
      </Text>
    ),
    labels: { cancel: 'Cancel', confirm: (row) => (row?.isEnabled ? 'Disable' : 'Enable'), close: t('close') },
    dangerOnDisable: true,
  });
};
