import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './list-kit.module.css';
import type { DataTableProps, ListColumn } from './list-types.ts';
import { SortHeader } from './sort-header.tsx';

const ACTION_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 110;

/** Action columns stick to the right edge side by side: each stands off by the widths of those after it. */
const actionPlacement = <Row,>(columns: ListColumn<Row>[]) => {
  const actions = columns.filter((column) => column.action);
  const placement = new Map<string, { className: string; style: CSSProperties }>();
  actions.forEach((column, index) => {
    const after = actions.slice(index + 1).reduce((sum, next) => sum + (next.width ?? ACTION_WIDTH), 0);
    const width = actions.length > 1 ? (column.width ?? ACTION_WIDTH) : column.width;
    placement.set(column.key, {
      className: `${classes.action} ${index === 0 ? classes.actionEdge : ''}`,
      style: { right: after, width, minWidth: width },
    });
  });
  return placement;
};

/** At 768 px and wider: the table, with sortable headers and row actions kept in view. */
export const WideTable = <Row,>({
  rows,
  rowKey,
  columns,
  minWidth,
  label,
  tableProps,
  sort,
  onSortChange,
  dimmed,
  highlighted,
}: Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'rowKey'
  | 'columns'
  | 'minWidth'
  | 'label'
  | 'tableProps'
  | 'sort'
  | 'onSortChange'
  | 'dimmed'
  | 'highlighted'
>) => {
  const placement = actionPlacement(columns);
  const width =
    minWidth ?? columns.reduce((sum, column) => sum + (column.minWidth ?? column.width ?? DEFAULT_MIN_WIDTH), 0);
  const rowClass = (row: Row) =>
    [dimmed?.(row) ? classes.dimmed : '', highlighted?.(row) ? classes.highlight : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Table.ScrollContainer minWidth={width}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        fz="sm"
        aria-label={label}
        {...tableProps}
        className={`${classes.table} ${tableProps?.className ?? ''}`}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const place = placement.get(column.key);
              const th = { miw: column.minWidth, ...place, ...column.th };
              return column.sortKey && onSortChange ? (
                <SortHeader
                  key={column.key}
                  label={column.header}
                  sortKey={column.sortKey}
                  sort={sort ?? null}
                  onSort={onSortChange}
                  th={th}
                />
              ) : (
                <Table.Th key={column.key} scope="col" {...th}>
                  {column.header}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} className={rowClass(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} miw={column.minWidth} {...placement.get(column.key)} {...column.td}>
                  {column.cell(row, 'table')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
