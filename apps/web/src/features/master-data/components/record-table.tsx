import {
  Accordion,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconEdit, IconInbox, IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { MASTER_DATA_NS } from '../i18n.ts';
import classes from './record-table.module.css';

export type RecordColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value in an expanded row on a phone, when it differs from the cell (a full description). */
  detail?: (row: T) => ReactNode;
  minWidth?: number;
};

/** Why an action is not allowed on a row (shown as its tooltip), or null when it is. */
export type Lock<T> = (row: T) => string | null;

export type RecordTableProps<T> = {
  rows: T[] | undefined;
  isPending: boolean;
  error: unknown;
  columns: RecordColumn<T>[];
  rowKey: (row: T) => number;
  rowName: (row: T) => string;
  /** The second line of a collapsed row on a phone. */
  rowSummary?: (row: T) => ReactNode;
  /** A picture at the start of a collapsed row on a phone (the vehicle type's). */
  rowVisual?: (row: T) => ReactNode;
  /** Small badges beside the name (Disabled, One site). */
  rowBadges?: (row: T) => ReactNode;
  /** The Modify column's Edit action. */
  modify?: { onEdit: (row: T) => void; lock?: Lock<T> };
  /** The SetEnabled column's Disable or Enable action. */
  setEnabled?: { isEnabled: (row: T) => boolean; onToggle: (row: T) => void; lock?: Lock<T> };
  empty: { title: string; hint?: string };
};

/**
 * An action button's click, or its lock: a locked button stays focusable (aria-disabled, not
 * disabled) so that a keyboard reaches the reason its tooltip gives too, and a table
 * whose every action is locked (a dispatcher's) still has something to scroll it sideways with.
 */
const lockedProps = (reason: string | null, onClick: () => void) =>
  reason === null
    ? { onClick }
    : { 'data-disabled': true, 'aria-disabled': true, onClick: (event: MouseEvent) => event.preventDefault() };

/** Wraps a locked action with its reason, shown on hover and focus. */
const LockedAction = ({ reason, children }: { reason: string | null; children: ReactNode }) =>
  reason ? (
    <Tooltip label={reason} withArrow multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      <span className={classes.lockWrap}>{children}</span>
    </Tooltip>
  ) : (
    children
  );

const EditAction = <T,>({ row, props, fullWidth }: { row: T; props: RecordTableProps<T>; fullWidth?: boolean }) => {
  const { modify, rowName } = props;
  if (!modify) return null;
  const reason = modify.lock?.(row) ?? null;
  return (
    <LockedAction reason={reason}>
      <Button
        size={fullWidth ? 'sm' : 'compact-sm'}
        variant="light"
        leftSection={fullWidth ? <IconEdit size={14} aria-hidden /> : undefined}
        {...lockedProps(reason, () => modify.onEdit(row))}
        aria-label={`Edit ${rowName(row)}`}
        fullWidth={fullWidth}
      >
        Edit
      </Button>
    </LockedAction>
  );
};

const ToggleAction = <T,>({ row, props, fullWidth }: { row: T; props: RecordTableProps<T>; fullWidth?: boolean }) => {
  const { setEnabled, rowName } = props;
  if (!setEnabled) return null;
  const enabled = setEnabled.isEnabled(row);
  const reason = setEnabled.lock?.(row) ?? null;
  const label = enabled ? 'Disable' : 'Enable';
  return (
    <LockedAction reason={reason}>
      <Button
        size={fullWidth ? 'sm' : 'compact-sm'}
        variant={enabled ? 'default' : 'light'}
        color={enabled ? undefined : 'green'}
        leftSection={
          fullWidth ? (
            enabled ? (
              <IconToggleLeft size={14} aria-hidden />
            ) : (
              <IconToggleRight size={14} aria-hidden />
            )
          ) : undefined
        }
        {...lockedProps(reason, () => setEnabled.onToggle(row))}
        aria-label={`${label} ${rowName(row)}`}
        fullWidth={fullWidth}
      >
        {label}
      </Button>
    </LockedAction>
  );
};

const DesktopTable = <T,>(props: RecordTableProps<T> & { rows: T[] }) => {
  const { rows, columns, rowKey, rowBadges, modify, setEnabled } = props;
  const minWidth =
    columns.reduce((sum, c) => sum + (c.minWidth ?? 110), 0) + (modify ? 80 : 0) + (setEnabled ? 100 : 0);
  const modifyClass = `${classes.action} ${classes.sticky} ${setEnabled ? classes.beforeLast : classes.only}`;
  const setEnabledClass = `${classes.action} ${classes.sticky} ${classes.last} ${modify ? '' : classes.only}`;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" miw={column.minWidth}>
                {column.header}
              </Table.Th>
            ))}
            {modify && (
              <Table.Th scope="col" className={modifyClass}>
                Modify
              </Table.Th>
            )}
            {setEnabled && (
              <Table.Th scope="col" className={setEnabledClass}>
                SetEnabled
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-disabled={setEnabled && !setEnabled.isEnabled(row) ? true : undefined}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} miw={column.minWidth}>
                  {index === 0 && rowBadges ? (
                    <Group gap={6} wrap="wrap" align="center">
                      {column.cell(row)}
                      {rowBadges(row)}
                    </Group>
                  ) : (
                    column.cell(row)
                  )}
                </Table.Td>
              ))}
              {modify && (
                <Table.Td className={modifyClass}>
                  <EditAction row={row} props={props} />
                </Table.Td>
              )}
              {setEnabled && (
                <Table.Td className={setEnabledClass}>
                  <ToggleAction row={row} props={props} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2} style={{ minWidth: 0 }}>
    <Text size="xs" c="dimmed" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** Under 768 px each record is a row that expands to show every column and its actions. */
const ExpandableRows = <T,>(props: RecordTableProps<T> & { rows: T[] }) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const { rows, columns, rowKey, rowName, rowSummary, rowVisual, rowBadges, modify, setEnabled } = props;
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {rows.map((row) => (
        <Accordion.Item key={rowKey(row)} value={String(rowKey(row))} bg="var(--mantine-color-body)">
          <Accordion.Control mih={50}>
            {/* Named by what it does, then by what it shows, so speech input finds it by either. */}
            <VisuallyHidden>{t('expandRow', { name: rowName(row) })}: </VisuallyHidden>
            <Group gap="sm" wrap="nowrap">
              {rowVisual?.(row)}
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} lineClamp={2}>
                    {rowName(row)}
                  </Text>
                  {rowBadges?.(row)}
                </Group>
                {rowSummary && (
                  <Text size="sm" c="dimmed" truncate component="div">
                    {rowSummary(row)}
                  </Text>
                )}
              </Stack>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
                {columns.slice(1).map((column) => (
                  <Detail key={column.key} label={column.header}>
                    {(column.detail ?? column.cell)(row)}
                  </Detail>
                ))}
              </SimpleGrid>
              {(modify || setEnabled) && (
                <SimpleGrid cols={modify && setEnabled ? 2 : 1} spacing="sm">
                  <EditAction row={row} props={props} fullWidth />
                  <ToggleAction row={row} props={props} fullWidth />
                </SimpleGrid>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};

/**
 * The list of every master-data screen (spec 02 "Common list pattern"): 10 rows a page, a
 * Modify column with Edit and a SetEnabled column with Disable or Enable, each disabled with
 * its reason when not allowed, and expandable rows under 768 px.
 */
export const RecordTable = <T,>(props: RecordTableProps<T>) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const [page, setPage] = useState(1);
  const all = props.rows ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));

  // A filter change or a disable can shorten the list under the current page.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const current = Math.min(page, pages);
  const rows = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const from = all.length === 0 ? 0 : (current - 1) * PAGE_SIZE + 1;
  const to = Math.min(all.length, current * PAGE_SIZE);

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p={isMobile && rows.length > 0 ? 'xs' : 0}
        style={{ overflow: 'hidden' }}
        aria-busy={props.isPending}
      >
        {props.isPending ? (
          <Stack p="md" gap="sm">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : props.error ? (
          <Stack p="md" gap={4}>
            <Text fw={600}>{t('loadFailed')}</Text>
            <ErrorDisplay error={props.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconInbox size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{props.empty.title}</Text>
            {props.empty.hint && (
              <Text size="sm" c="dimmed" maw={460}>
                {props.empty.hint}
              </Text>
            )}
          </Stack>
        ) : isMobile ? (
          <ExpandableRows {...props} rows={rows} />
        ) : (
          <DesktopTable {...props} rows={rows} />
        )}
      </Paper>
      {all.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('showing', { from, to, total: all.length })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              siblings={1}
              boundaries={1}
              size="sm"
              aria-label={t('pagination')}
            />
          )}
        </Group>
      )}
    </Stack>
  );
};
