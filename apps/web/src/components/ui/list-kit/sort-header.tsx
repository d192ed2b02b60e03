import { Table, type TableThProps, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

/**
 * A column header that sorts by its column: a button inside the header cell, which says by
 * aria-sort whether the list is sorted by it and which way. Pressing it sorts ascending, or turns
 * the direction when the list is already sorted by this column.
 */
export const SortHeader = ({
  label,
  sortKey,
  sort,
  onSort,
  th,
}: {
  label: ReactNode;
  sortKey: string;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  th?: TableThProps;
}) => {
  const active = sort?.key === sortKey;
  const ascending = active && sort.direction === 'asc';
  const Icon = !active ? IconSelector : ascending ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'} {...th}>
      <UnstyledButton
        onClick={() => onSort({ key: sortKey, direction: active && ascending ? 'desc' : 'asc' })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit' }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
};
