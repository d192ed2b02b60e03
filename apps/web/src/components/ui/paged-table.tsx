import type { TableProps, TableTdProps, TableThProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable } from './list-kit/data-table.tsx';
import type { ListState } from './list-kit/list-types.ts';

export { RowDetail } from './list-kit/list-rows.tsx';

/*
 * The first list component's props, kept for the screens still written against them: each is
 * drawn by the list kit's DataTable (components/ui/list-kit). New screens use DataTable itself.
 */

export type PagedTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  th?: TableThProps;
  td?: TableTdProps;
};

export type PagedTableProps<Row> = {
  query: ListState;
  rows: Row[];
  totalCount: number;
  rowKey: (row: Row) => string | number;
  columns: PagedTableColumn<Row>[];
  minWidth: number;
  tableProps?: TableProps;
  expandLabel: (row: Row) => string;
  summary: (row: Row) => ReactNode;
  details: (row: Row) => ReactNode;
  page: number;
  rowsPage?: number;
  onPageChange: (page: number) => void;
  /** Not used: the kit says "Showing x–y of z" in the interface language. */
  showing?: (range: { from: number; to: number; total: number }) => string;
  paginationLabel: string;
  loadFailed: string;
  loadingRows?: number;
  emptyIcon: Icon;
  emptyTitle: string;
  emptyHint?: string;
};

/** A server-paged list drawn by DataTable (see there). */
export const PagedTable = <Row,>({
  query,
  totalCount,
  emptyIcon,
  emptyTitle,
  emptyHint,
  showing: _showing,
  ...rest
}: PagedTableProps<Row>) => (
  <DataTable
    {...rest}
    state={query}
    total={totalCount}
    empty={{ icon: emptyIcon, title: emptyTitle, hint: emptyHint }}
  />
);
