import {
  Accordion,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorDisplay } from './error-display.tsx';

/** One column of the wide table: its heading, the cell of a row, and Mantine props for both. */
export type PagedTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  th?: TableThProps;
  td?: TableTdProps;
};

/** The parts of a TanStack query the table reads. */
type PagedQuery = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown };

export type PagedTableProps<Row> = {
  query: PagedQuery;
  /** The rows of the page the server answered (at most PAGE_SIZE). */
  rows: Row[];
  /** How many rows there are over all pages. */
  totalCount: number;
  rowKey: (row: Row) => string | number;

  /** The table at 768 px and wider. */
  columns: PagedTableColumn<Row>[];
  /** The table scrolls sideways below this width. */
  minWidth: number;
  tableProps?: TableProps;

  /** Under 768 px each row is an accordion item: its accessible name, its closed line, its opened panel. */
  expandLabel: (row: Row) => string;
  summary: (row: Row) => ReactNode;
  details: (row: Row) => ReactNode;

  /** The page shown in the pagination (the address's page). */
  page: number;
  /** The page the rows belong to, when the query follows `page` with a delay; defaults to `page`. */
  rowsPage?: number;
  onPageChange: (page: number) => void;
  showing: (range: { from: number; to: number; total: number }) => string;
  paginationLabel: string;

  loadFailed: string;
  /** How many placeholder bars show while the first page loads. */
  loadingRows?: number;
  /** The empty state says why the list is empty: a title and, for a filtered list, a hint. */
  emptyIcon: Icon;
  emptyTitle: string;
  emptyHint?: string;
};

/**
 * A back-office list paged on the server, PAGE_SIZE (10) rows a page: a table at 768 px and wider,
 * rows that expand to their details below, a loading state, the error, an empty state that says why,
 * and the "Showing x–y of z" line with the pagination. Returns two siblings (the list and the
 * paging line) for the screen's Stack.
 */
export const PagedTable = <Row,>({
  query,
  rows,
  totalCount,
  rowKey,
  columns,
  minWidth,
  tableProps,
  expandLabel,
  summary,
  details,
  page,
  rowsPage = page,
  onPageChange,
  showing,
  paginationLabel,
  loadFailed,
  loadingRows = 5,
  emptyIcon: EmptyIcon,
  emptyTitle,
  emptyHint,
}: PagedTableProps<Row>) => {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const total = totalCount;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (rowsPage - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, rowsPage * PAGE_SIZE);

  return (
    <>
      <Paper withBorder radius="md" p={isMobile ? 'xs' : 0} style={{ overflow: 'hidden' }} aria-busy={query.isFetching}>
        {query.isPending ? (
          <Stack p="md" gap="sm">
            {Array.from({ length: loadingRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : query.isError ? (
          <Stack p="md" gap={4}>
            <Text fw={600}>{loadFailed}</Text>
            <ErrorDisplay error={query.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <EmptyIcon size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{emptyTitle}</Text>
            {emptyHint && (
              <Text size="sm" c="dimmed">
                {emptyHint}
              </Text>
            )}
          </Stack>
        ) : isMobile ? (
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {rows.map((row) => (
              <Accordion.Item key={rowKey(row)} value={String(rowKey(row))} bg="var(--mantine-color-body)">
                {/* The name says what the control does, then what it shows (speech input finds it by either). */}
                <Accordion.Control mih={50}>
                  <VisuallyHidden>{expandLabel(row)}: </VisuallyHidden>
                  {summary(row)}
                </Accordion.Control>
                <Accordion.Panel>{details(row)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm" {...tableProps}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} scope="col" {...column.th}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)} h={50}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} {...column.td}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      {total > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {showing({ from, to, total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={onPageChange}
              siblings={1}
              boundaries={1}
              size="sm"
              aria-label={paginationLabel}
            />
          )}
        </Group>
      )}
    </>
  );
};

/** A labelled value in an expanded row; `wide` spans both columns (long e-mail addresses). */
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
