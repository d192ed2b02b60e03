import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { Column } from './data-list.tsx';

/**
 * The two action columns a pricing list shows to those who may change it (spec headers Modify and
 * SetEnabled): Edit opens the row's dialog; Disable or Enable asks first. Each button is named after
 * its row for screen readers.
 */
export const manageColumns = <T extends { isEnabled: boolean }>({
  t,
  nameOf,
  onEdit,
  onToggle,
}: {
  t: TFunction;
  nameOf: (row: T) => string;
  onEdit: (row: T) => void;
  onToggle: (row: T) => void;
}): Column<T>[] => [
  {
    key: 'modify',
    header: 'Modify',
    action: true,
    cell: (row) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} aria-hidden />}
        onClick={() => onEdit(row)}
        aria-label={t('editNamed', { name: nameOf(row) })}
        fullWidth
      >
        {t('edit')}
      </Button>
    ),
  },
  {
    key: 'setEnabled',
    header: 'SetEnabled',
    action: true,
    cell: (row) => (
      <Button
        size="xs"
        variant={row.isEnabled ? 'default' : 'filled'}
        color={row.isEnabled ? undefined : 'green'}
        onClick={() => onToggle(row)}
        aria-label={t(row.isEnabled ? 'disableNamed' : 'enableNamed', { name: nameOf(row) })}
        fullWidth
      >
        {row.isEnabled ? 'Disable' : 'Enable'}
      </Button>
    ),
  },
];
