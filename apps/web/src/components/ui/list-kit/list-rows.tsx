import { Accordion, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableProps, ListColumn } from './list-types.ts';

/** A labelled value in an opened row; `wide` spans both columns (long e-mail addresses). */
export const RowDetail = ({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) => (
  <Stack gap={2} style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/**
 * The closed line of a row on a phone: an optional picture, the row's name (bold) with its
 * badges, a second line, and something at the end (a status badge).
 */
export const RowSummary = ({
  title,
  subtitle,
  visual,
  badges,
  end,
  monospace = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  visual?: ReactNode;
  badges?: ReactNode;
  end?: ReactNode;
  monospace?: boolean;
}) => (
  <Group gap="sm" wrap="nowrap" justify="space-between">
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {visual}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} ff={monospace ? 'monospace' : undefined} lineClamp={2} component="div">
            {title}
          </Text>
          {badges}
        </Group>
        {subtitle !== undefined && (
          <Text size="sm" c="dimmed" truncate component="div">
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
    {end}
  </Group>
);

/** The opened row by default: every column but the first (and the actions) as label and value, then the actions. */
const DefaultDetails = <Row,>({ row, columns }: { row: Row; columns: ListColumn<Row>[] }) => {
  const shown = columns.slice(1).filter((column) => !column.action && column.detail !== false);
  const actions = columns.filter((column) => column.action);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        {shown.map((column) => (
          <RowDetail key={column.key} label={column.header}>
            {column.detail ? column.detail(row) : column.cell(row, 'panel')}
          </RowDetail>
        ))}
      </SimpleGrid>
      <RowActionsBar row={row} columns={actions} />
    </Stack>
  );
};

/** The action columns' buttons under an opened row, side by side at full width. */
export const RowActionsBar = <Row,>({ row, columns }: { row: Row; columns: ListColumn<Row>[] }) =>
  columns.length === 0 ? null : (
    <Group gap="sm" grow wrap="wrap">
      {columns.map((column) => (
        <div key={column.key}>{column.cell(row, 'panel')}</div>
      ))}
    </Group>
  );

/** Under 768 px each row is an item that opens to show its details and actions. */
export const ExpandableRows = <Row,>({
  rows,
  rowKey,
  columns,
  expandLabel,
  summary,
  details,
  dimmed,
  highlighted,
}: Pick<
  DataTableProps<Row>,
  'rows' | 'rowKey' | 'columns' | 'expandLabel' | 'summary' | 'details' | 'dimmed' | 'highlighted'
>) => (
  <Accordion variant="separated" radius="md" chevronPosition="right">
    {rows.map((row) => (
      <Accordion.Item
        key={rowKey(row)}
        value={String(rowKey(row))}
        bg={highlighted?.(row) ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
        // Greyed as the table's disabled rows are: a faded row (opacity) let its text fall below 4.5:1.
        c={dimmed?.(row) ? 'dimmed' : undefined}
      >
        {/* The name says what the control does, then what it shows (speech input finds it by either). */}
        <Accordion.Control mih={50}>
          <VisuallyHidden>{expandLabel(row)}: </VisuallyHidden>
          {summary(row)}
        </Accordion.Control>
        <Accordion.Panel>{details ? details(row) : <DefaultDetails row={row} columns={columns} />}</Accordion.Panel>
      </Accordion.Item>
    ))}
  </Accordion>
);
