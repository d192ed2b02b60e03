import { Accordion, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PRICING_NS } from '../i18n.ts';
import classes from './data-list.module.css';

const ACTION_WIDTH = 90;

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Modify and SetEnabled: kept in view at the right, and shown as buttons under an expanded row. */
  action?: boolean;
  minWidth?: number;
};

/**
 * A list of the spec 02 pattern: 10 rows a page; under 768 px each row is an expandable item
 * whose details and actions show when it is opened. Loading, failure and empty states say why.
 */
export const DataList = <T,>({
  rows,
  rowKey,
  columns,
  title,
  subtitle,
  isPending,
  error,
  loadFailed,
  empty,
  page,
  onPage,
  dimmed,
  label,
  highlightKey,
}: {
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  /** The line an expandable row shows closed (mobile). */
  title: (row: T) => ReactNode;
  subtitle?: (row: T) => ReactNode;
  isPending: boolean;
  error: unknown;
  loadFailed: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Rows shown greyed (disabled, expired...). */
  dimmed?: (row: T) => boolean;
  /** Accessible name of the table and of its pager. */
  label: string;
  /** A row just saved: its page is shown and the row is marked. */
  highlightKey?: string | number | null;
}) => {
  const { t } = useTranslation(PRICING_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const all = rows ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const from = all.length === 0 ? 0 : (current - 1) * PAGE_SIZE + 1;
  const to = Math.min(all.length, current * PAGE_SIZE);
  const highlightIndex = highlightKey == null ? -1 : all.findIndex((row) => rowKey(row) === highlightKey);
  const highlightPage = highlightIndex < 0 ? null : Math.floor(highlightIndex / PAGE_SIZE) + 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves to the saved row's page once, when it appears
  useEffect(() => {
    if (highlightPage !== null && highlightPage !== current) onPage(highlightPage);
  }, [highlightPage]);
  const isHighlighted = (row: T) => highlightKey != null && rowKey(row) === highlightKey;
  const details = columns.filter((c) => !c.action);
  const actions = columns.filter((c) => c.action);
  /** Action columns are ACTION_WIDTH wide and stick to the right edge side by side. */
  const stickyStyle = (column: Column<T>) => {
    const index = actions.indexOf(column);
    if (index < 0) return undefined;
    return { right: (actions.length - 1 - index) * ACTION_WIDTH, width: ACTION_WIDTH, minWidth: ACTION_WIDTH };
  };
  const stickyClass = (column: Column<T>) =>
    column.action ? `${classes.sticky} ${column === actions[0] ? classes.stickyEdge : ''}` : undefined;

  let body: ReactNode;
  if (isPending)
    body = (
      <Stack p="md" gap="sm" aria-label={t('loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  else if (error)
    body = (
      <Stack p="md" gap={4}>
        <Text fw={600}>{loadFailed}</Text>
        <ErrorDisplay error={error} />
      </Stack>
    );
  else if (all.length === 0)
    body = (
      <Stack p="xl" gap="xs" align="center" ta="center">
        {empty}
      </Stack>
    );
  else if (isMobile)
    body = (
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {shown.map((row) => (
          <Accordion.Item
            key={rowKey(row)}
            value={String(rowKey(row))}
            bg={isHighlighted(row) ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
            // Greyed as the table's disabled rows are: a faded row (opacity) let its text and badges fall below 4.5:1.
            c={dimmed?.(row) ? 'dimmed' : undefined}
          >
            <Accordion.Control mih={50}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} component="div" lineClamp={2}>
                  {title(row)}
                </Text>
                {subtitle && (
                  <Text size="sm" c="dimmed" component="div" truncate>
                    {subtitle(row)}
                  </Text>
                )}
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
                  {details.map((column) => (
                    <Stack key={column.key} gap={2} style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {column.header}
                      </Text>
                      <Text size="sm" component="div">
                        {column.cell(row)}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
                {actions.length > 0 && (
                  <Group gap="sm" grow>
                    {actions.map((column) => (
                      <div key={column.key}>{column.cell(row)}</div>
                    ))}
                  </Group>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={960}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
          fz="sm"
          className={classes.table}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" className={stickyClass(column)} style={stickyStyle(column)}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                className={[dimmed?.(row) ? classes.dimmed : '', isHighlighted(row) ? classes.highlight : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    miw={column.minWidth}
                    className={stickyClass(column)}
                    style={stickyStyle(column)}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Paper
        withBorder={!isMobile || isPending || !!error || all.length === 0}
        bg={isMobile && all.length > 0 ? 'transparent' : undefined}
        radius="md"
        p={0}
        style={{ overflow: 'hidden' }}
      >
        {body}
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
              onChange={onPage}
              siblings={1}
              boundaries={1}
              size="sm"
              aria-label={t('pagesOf', { list: label })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
};
