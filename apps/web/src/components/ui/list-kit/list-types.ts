import type { TableProps, TableTdProps, TableThProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortState } from './sort-header.tsx';

/** Where a cell is drawn: in the wide table, or in a row opened under 768 px. */
export type CellPlace = 'table' | 'panel';

/** One column: its heading, the cell of a row, and how it shows in an opened row on a phone. */
export type ListColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row, place: CellPlace) => ReactNode;
  /** What an opened row shows for this column when it differs from the cell; false leaves it out. */
  detail?: ((row: Row) => ReactNode) | false;
  /** The sort this column's header asks for; the header is then a button (aria-sort says the state). */
  sortKey?: string;
  minWidth?: number;
  th?: TableThProps;
  td?: TableTdProps;
  /**
   * A column of row actions (Modify, SetEnabled, Open): it stays in view at the right edge when
   * the table scrolls sideways, and its buttons go under the details of an opened row.
   */
  action?: boolean;
  /** An action column's width in px, which the action columns to its left stand off by (default 100). */
  width?: number;
};

/** What the list reads of its TanStack query (or of any loading state). */
export type ListState = {
  isPending: boolean;
  isError?: boolean;
  isFetching?: boolean;
  error: unknown;
  /** When given, the error state offers Try again. */
  refetch?: () => unknown;
};

/** The empty state says why the list is empty: no records yet, or none that match the filters. */
export type EmptyState = { icon: Icon; title: string; hint?: string; action?: ReactNode };

export type DataTableProps<Row> = {
  state: ListState;
  /** The rows of the page shown (at most the page size). */
  rows: Row[];
  /** How many rows there are over all pages. */
  total: number;
  rowKey: (row: Row) => string | number;
  columns: ListColumn<Row>[];
  /** The wide table scrolls sideways below this width; by default the columns' minimum widths. */
  minWidth?: number;
  /** The table's accessible name. */
  label?: string;
  tableProps?: TableProps;

  /** The page shown in the pagination (the address's page). */
  page: number;
  /** The page the rows belong to, when the query follows `page` with a delay; defaults to `page`. */
  rowsPage?: number;
  onPageChange: (page: number) => void;
  paginationLabel: string;
  /** Rows a page: the spec's 10 unless a list says otherwise. */
  pageSize?: number;

  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;

  /** The filters above the list (search, status...). */
  filters?: ReactNode;

  /** Under 768 px each row is an item that opens: its accessible name, its closed line, its opened panel. */
  expandLabel: (row: Row) => string;
  summary: (row: Row) => ReactNode;
  /** The opened row; by default every column but the first as label and value, then the actions. */
  details?: (row: Row) => ReactNode;
  /** Under 768 px each row is this card instead, everything in view (a traveller's own few bookings). */
  card?: (row: Row) => ReactNode;
  /** Cards at every width (a feed of reviews): no table. */
  cardsOnly?: boolean;

  /** Rows shown greyed (disabled, expired...). */
  dimmed?: (row: Row) => boolean;
  /** A row just saved, marked. */
  highlighted?: (row: Row) => boolean;

  loadFailed: string;
  /** How many placeholder bars show while the first page loads. */
  loadingRows?: number;
  empty: EmptyState;
  /** Nothing is asked for (the filters are not valid yet, and say why): no list, no pages. */
  idle?: boolean;
};
