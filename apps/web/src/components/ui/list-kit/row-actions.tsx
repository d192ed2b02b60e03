import { Button, type ButtonProps, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './list-kit.module.css';
import { LIST_KIT_NS } from './list-kit-i18n.ts';
import type { CellPlace, ListColumn } from './list-types.ts';

/** One action on a row: its visible text and, for screen readers, a name that says which row. */
export type RowAction = {
  key: string;
  text: string;
  /** The accessible name: "Edit Escalade 1", never a bare "Edit" repeated down the table. */
  name: string;
  onClick: () => void;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  loading?: boolean;
  /** Why the action is not allowed on this row (its tooltip), or null when it is. */
  lockedBecause?: string | null;
};

/**
 * An action's button. A locked one stays focusable (aria-disabled, not disabled) so that a
 * keyboard reaches the reason its tooltip gives. In the table it is compact; under an opened
 * row on a phone it spans its share of the width with its icon.
 */
export const RowActionButton = ({ action, place }: { action: RowAction; place: CellPlace }) => {
  const reason = action.lockedBecause ?? null;
  const panel = place === 'panel';
  const button = (
    <Button
      size={panel ? 'sm' : 'compact-sm'}
      variant={action.variant ?? 'light'}
      color={action.color}
      leftSection={panel ? action.icon : undefined}
      loading={action.loading}
      fullWidth={panel}
      aria-label={action.name}
      {...(reason === null
        ? { onClick: action.onClick }
        : {
            'data-disabled': true,
            'aria-disabled': true,
            onClick: (event: MouseEvent) => event.preventDefault(),
          })}
    >
      {action.text}
    </Button>
  );
  return reason ? (
    <Tooltip label={reason} withArrow multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      <span className={classes.lockWrap}>{button}</span>
    </Tooltip>
  ) : (
    button
  );
};

/** A column of one or more actions per row (kept in view at the right, under the details on a phone). */
export const actionColumn = <Row,>(
  key: string,
  header: string,
  actions: (row: Row) => RowAction[],
  width?: number,
): ListColumn<Row> => ({
  key,
  header,
  action: true,
  width,
  cell: (row, place) => (
    <Group gap={6} wrap={place === 'panel' ? 'wrap' : 'nowrap'} grow={place === 'panel'}>
      {actions(row).map((action) => (
        <RowActionButton key={action.key} action={action} place={place} />
      ))}
    </Group>
  ),
});

/**
 * The spec's two action columns of a managed list (headers Modify and SetEnabled): Edit opens
 * the row, Disable or Enable toggles it (the screen asks first). Each may be locked with a reason.
 */
export const useManageColumns = <Row,>({
  nameOf,
  isEnabled,
  onEdit,
  onToggle,
  editLock = () => null,
  toggleLock = () => null,
}: {
  nameOf: (row: Row) => string;
  isEnabled: (row: Row) => boolean;
  onEdit: (row: Row) => void;
  onToggle: (row: Row) => void;
  /** Why Edit is not allowed on a row (a shared record, a read-only role), or null. */
  editLock?: (row: Row) => string | null;
  /** Why Disable or Enable is not allowed on a row, or null. */
  toggleLock?: (row: Row) => string | null;
}): ListColumn<Row>[] => {
  const { t } = useTranslation(LIST_KIT_NS);
  return [
    actionColumn<Row>('modify', 'Modify', (row) => [
      {
        key: 'edit',
        text: t('edit'),
        name: t('editNamed', { name: nameOf(row) }),
        icon: <IconEdit size={14} aria-hidden />,
        onClick: () => onEdit(row),
        lockedBecause: editLock(row),
      },
    ]),
    actionColumn<Row>('setEnabled', 'SetEnabled', (row) => {
      const enabled = isEnabled(row);
      return [
        {
          key: 'toggle',
          text: enabled ? 'Disable' : 'Enable',
          name: t(enabled ? 'disableNamed' : 'enableNamed', { name: nameOf(row) }),
          icon: enabled ? <IconToggleLeft size={14} aria-hidden /> : <IconToggleRight size={14} aria-hidden />,
          variant: enabled ? 'default' : 'light',
          color: enabled ? undefined : 'green',
          onClick: () => onToggle(row),
          lockedBecause: toggleLock(row),
        },
      ];
    }),
  ];
};
